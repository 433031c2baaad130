import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, configs, integrationSettings } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PIECE_SIZE } from './captcha-image';

type Puzzle = {
  token: string;
  backgroundImage: string;
  pieceImage: string;
  pieceY: number;
  width: number;
  height: number;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaEnabledByEnv: true });
});
afterAll(async () => {
  await t.close();
});

async function newPuzzle(): Promise<Puzzle> {
  const { body } = await t.call<Puzzle>('POST', '/api/auth/captcha/get');
  expect(body.code).toBe(0);
  return body.data;
}

/** The test reads the secret offset from the database, as only the server knows it. */
async function offsetOf(token: string): Promise<number> {
  const row = await t.database.db.query.captchas.findFirst({ where: eq(captchas.token, token) });
  if (!row) throw new Error('puzzle not stored');
  return row.offsetX;
}

async function solve(dx = 0): Promise<{ code: number; msg: string; verification?: string }> {
  const puzzle = await newPuzzle();
  const { body } = await t.call<{ captchaVerification: string }>('POST', '/api/auth/captcha/check', {
    body: { token: puzzle.token, x: (await offsetOf(puzzle.token)) + dx },
    lang: 'en-US',
  });
  return { code: body.code, msg: body.msg, verification: body.data?.captchaVerification };
}

const loginWith = (captchaVerification?: string, username = 'admin') =>
  t.call<{ token: string }>('POST', '/api/auth/login/slide', {
    body: { username, password: 'admin123', ...(captchaVerification ? { captchaVerification } : {}) },
    lang: 'en-US',
  });

const decodePng = (dataUrl: string) => {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
};

describe('slide captcha', () => {
  it('says the captcha is on', async () => {
    const { body } = await t.call<{ captchaEnabled: boolean }>('GET', '/api/auth/captcha/captchaImage');
    expect(body.data.captchaEnabled).toBe(true);
  });

  it('hands out a background and a piece transparent around its shape, without the offset', async () => {
    const puzzle = await newPuzzle();
    expect(Object.keys(puzzle).sort()).toEqual([
      'backgroundImage',
      'height',
      'pieceImage',
      'pieceY',
      'token',
      'width',
    ]);
    const bg = decodePng(puzzle.backgroundImage);
    expect([bg.width, bg.height]).toEqual([puzzle.width, puzzle.height]);
    const piece = decodePng(puzzle.pieceImage);
    expect([piece.width, piece.height]).toEqual([PIECE_SIZE, PIECE_SIZE]);
    const alphaAt = (x: number, y: number) => piece.data[(y * PIECE_SIZE + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(28, 36)).toBe(255);
    expect(puzzle.pieceY).toBeGreaterThanOrEqual(0);
    expect(puzzle.pieceY + PIECE_SIZE).toBeLessThanOrEqual(puzzle.height);
    // Two puzzles are not the same picture.
    expect((await newPuzzle()).backgroundImage).not.toBe(puzzle.backgroundImage);
  });

  it('refuses sign-in without a verification', async () => {
    const { body } = await loginWith();
    expect(body.code).toBe(500);
    expect(body.msg).toBe('Please complete the slide verification first');
  });

  it('refuses a drop more than 5 px off and burns the puzzle', async () => {
    const puzzle = await newPuzzle();
    const offset = await offsetOf(puzzle.token);
    const miss = await t.call('POST', '/api/auth/captcha/check', {
      body: { token: puzzle.token, x: offset + 6 },
      lang: 'en-US',
    });
    expect(miss.body).toMatchObject({ code: 500, msg: 'Verification failed; drag the slider again' });
    // One try per puzzle: even the right answer is refused now.
    const retry = await t.call('POST', '/api/auth/captcha/check', {
      body: { token: puzzle.token, x: offset },
      lang: 'en-US',
    });
    expect(retry.body).toMatchObject({ code: 500, msg: 'The verification has expired; refresh it' });
  });

  it('accepts a drop within 5 px, and the verification signs in once', async () => {
    const passed = await solve(-5);
    expect(passed.code).toBe(0);
    expect(passed.verification).toBeTruthy();
    const first = await loginWith(passed.verification);
    expect(first.body.code).toBe(0);
    expect(first.body.data.token).toBeTruthy();
    const again = await loginWith(passed.verification);
    expect(again.body).toMatchObject({ code: 500, msg: 'The verification has expired; refresh it' });
  });

  it('judges a drop between pixels like any other: 4.5 px off passes, 5.5 px off misses', async () => {
    const near = await solve(4.5);
    expect(near.code).toBe(0);
    expect(near.verification).toBeTruthy();
    const far = await solve(-5.5);
    expect(far).toMatchObject({ code: 500, msg: 'Verification failed; drag the slider again' });
  });

  it('refuses a verification that was never issued', async () => {
    const { body } = await loginWith('made-up-verification');
    expect(body.msg).toBe('The verification has expired; refresh it');
  });

  it('refuses a verification once the puzzle has expired', async () => {
    const passed = await solve(3);
    expect(passed.code).toBe(0);
    await t.database.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) });
    const { body } = await loginWith(passed.verification);
    expect(body.msg).toBe('The verification has expired; refresh it');
  });

  it('refuses to judge an expired puzzle', async () => {
    const puzzle = await newPuzzle();
    const offset = await offsetOf(puzzle.token);
    await t.database.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(captchas.token, puzzle.token));
    const { body } = await t.call('POST', '/api/auth/captcha/check', {
      body: { token: puzzle.token, x: offset },
      lang: 'en-US',
    });
    expect(body.msg).toBe('The verification has expired; refresh it');
  });

  it('keeps only hashes of verifications', async () => {
    const passed = await solve();
    const rows = await t.database.db.query.captchas.findMany();
    expect(rows.some((r) => r.verificationHash === passed.verification)).toBe(false);
    expect(rows.some((r) => r.verificationHash?.length === 64)).toBe(true);
  });

  it('limits new puzzles to 30 a minute per IP', async () => {
    const ip = '10.9.8.7';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/captcha/get', remoteAddress: ip });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(412);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/captcha/get',
      remoteAddress: '10.9.8.8',
    });
    expect(other.statusCode).toBe(200);
  });

  it('is off when sys.account.captchaEnabled is false', async () => {
    await t.database.db
      .update(configs)
      .set({ configValue: 'false' })
      .where(eq(configs.configKey, 'sys.account.captchaEnabled'));
    const { body } = await t.call<{ captchaEnabled: boolean }>('GET', '/api/auth/captcha/captchaImage');
    expect(body.data.captchaEnabled).toBe(false);
    expect((await loginWith()).body.code).toBe(0);
    await t.database.db
      .update(configs)
      .set({ configValue: 'true' })
      .where(eq(configs.configKey, 'sys.account.captchaEnabled'));
    expect((await loginWith()).body.code).toBe(500);
  });
});

describe('POST /api/account/sms', () => {
  it('says no SMS gateway is configured', async () => {
    const { body } = await t.call('POST', '/api/account/sms', {
      body: { mobile: '13812345678' },
      lang: 'en-US',
    });
    expect(body).toMatchObject({
      code: 500,
      msg: 'No SMS gateway is configured, so no SMS code can be sent; contact the administrator',
    });
  });

  it('checks the mobile number', async () => {
    const { body } = await t.call('POST', '/api/account/sms', { body: { mobile: '12345' }, lang: 'en-US' });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('Invalid mobile number');
  });

  it("posts the code to the 'sms' integration setting when one is configured", async () => {
    const received: { mobile: string; code: string; purpose: string }[] = [];
    const gateway = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        received.push(JSON.parse(raw));
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    try {
      await t.database.db
        .insert(integrationSettings)
        .values({ name: 'sms', url: `http://127.0.0.1:${port}/send` });
      const { body } = await t.call('POST', '/api/account/sms', {
        body: { mobile: '13912345678' },
        lang: 'en-US',
      });
      expect(body).toMatchObject({ code: 0, msg: 'The code has been sent' });
      expect(received).toHaveLength(1);
      expect(received[0]?.mobile).toBe('13912345678');
      expect(received[0]?.code).toMatch(/^\d{6}$/);
    } finally {
      gateway.close();
      await t.database.db.delete(integrationSettings).where(eq(integrationSettings.name, 'sms'));
    }
  });
});
