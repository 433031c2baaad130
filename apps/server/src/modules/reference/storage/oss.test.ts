import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

type OssFile = {
  id: number;
  fileName: string;
  originalName: string;
  url: string;
  size: number;
  service: string;
};
type OssConfig = {
  id: number;
  configKey: string;
  status: string;
  secretKey: string | null;
  implemented: boolean;
};

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let t: TestApp;
let admin: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-oss-'));
  t = await createTestApp({ dataDir });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(name: string, type: string, data: Buffer, category = 'file', token = admin) {
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/system/oss/upload?category=${category}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      lang: 'en-US',
    },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: OssFile },
  };
}

describe('file storage', () => {
  it('stores an image on the local disk under <dataDir>/storage and serves it back', async () => {
    const { body } = await upload('签收单.png', 'image/png', PNG, 'image');
    expect(body.code).toBe(0);
    expect(body.data.service).toBe('local');
    expect(body.data.size).toBe(PNG.length);
    expect(body.data.url).toBe(`/api/system/oss/download/${body.data.id}`);
    const onDisk = path.join(dataDir, 'storage', body.data.fileName);
    expect(readFileSync(onDisk)).toEqual(PNG);

    const download = await t.app.inject({
      method: 'GET',
      url: `${body.data.url}?inline=1`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('签收单.png')}`,
    );
    expect(download.rawPayload).toEqual(PNG);
  });

  it('accepts only real images for category image', async () => {
    const renamed = await upload('fake.png', 'image/png', Buffer.from('not an image at all'), 'image');
    expect(renamed.body.code).toBe(500);
    expect(renamed.body.msg).toBe('Images only');
    const pdf = await upload('manifest.pdf', 'application/pdf', Buffer.from('%PDF-1.4'), 'image');
    expect(pdf.body.msg).toBe('Images only');
  });

  it('accepts allow-listed documents and refuses other types', async () => {
    const pdf = await upload('manifest.pdf', 'application/pdf', Buffer.from('%PDF-1.4 test'));
    expect(pdf.body.code).toBe(0);
    const exe = await upload('tool.exe', 'application/octet-stream', Buffer.from('MZ'));
    expect(exe.body.code).toBe(500);
    expect(exe.body.msg).toContain('File type not allowed');
  });

  it('refuses files over 20 MB', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 1);
    const { body } = await upload('big.pdf', 'application/pdf', big);
    expect(body.code).toBe(500);
    expect(body.msg).toBe('File too large (max 20 MB)');
  });

  it('refuses an upload without a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/oss/upload',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', lang: 'en-US' },
      payload: '{}',
    });
    expect(response.json()).toMatchObject({ code: 500, msg: 'Choose a file to upload' });
  });

  it('lists files and removes record and stored object', async () => {
    const { body } = await upload('remove-me.txt', 'text/plain', Buffer.from('hello'));
    const list = await t.call<OssFile[]>('GET', '/api/system/oss/list?originalName=remove-me', {
      token: admin,
    });
    expect(list.body.data.map((f) => f.id)).toEqual([body.data.id]);
    const onDisk = path.join(dataDir, 'storage', body.data.fileName);
    expect(existsSync(onDisk)).toBe(true);
    const removed = await t.call('POST', `/api/system/oss/remove?ids=${body.data.id}`, { token: admin });
    expect(removed.body.code).toBe(0);
    expect(existsSync(onDisk)).toBe(false);
    const gone = await t.call('GET', `/api/system/oss/download/${body.data.id}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(gone.body).toMatchObject({ code: 404, msg: 'The file does not exist or was deleted' });
  });

  it('needs the file storage keys to list and remove; documents take them or the message writer\u2019s key', async () => {
    const dispatcher = await t.login('zhang.wei');
    expect((await t.call('GET', '/api/system/oss/list', { token: dispatcher })).status).toBe(403);
    // A dispatcher writes messages, which attach documents.
    expect((await upload('a.txt', 'text/plain', Buffer.from('a'), 'file', dispatcher)).body.code).toBe(0);
    expect(
      (await upload('a.txt', 'text/plain', Buffer.from('a'), 'file', await t.login('auditor'))).status,
    ).toBe(403);
  });
});

describe('who may read a stored file', () => {
  const download = async (id: number, token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/system/oss/download/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  it('lets a dispatcher upload a driver image and read it back; others only through the driver', async () => {
    const dispatcher = await t.login('zhang.wei');
    const uploaded = await upload('licence.png', 'image/png', PNG, 'image', dispatcher);
    expect(uploaded.body.code).toBe(0);
    const id = uploaded.body.data.id;
    expect(await download(id, dispatcher)).toBe(200);
    // Carrier staff of CR01 and a Guangzhou dispatcher see no record that shows it yet.
    const carrierStaff = await t.login('zhou.carrier');
    const guangzhou = await t.login('chen.jie');
    expect(await download(id, carrierStaff)).toBe(403);
    expect(await download(id, guangzhou)).toBe(403);

    const saved = await t.call('POST', '/api/system/driver/save', {
      token: dispatcher,
      body: {
        carrierId: 'cr01',
        code: 'DFILE1',
        name: '文件司机',
        mobile: '13912345678',
        licenseImages: [id],
      },
    });
    expect(saved.body.code).toBe(0);
    // Now CR01's staff see the driver and so the image; the Guangzhou dispatcher still sees neither.
    expect(await download(id, carrierStaff)).toBe(200);
    expect(await download(id, guangzhou)).toBe(403);
    expect(await download(id, admin)).toBe(200);
  });
});

describe('storage configuration', () => {
  it('starts with local storage in use', async () => {
    const { body } = await t.call<OssConfig[]>('GET', '/api/system/oss/config', { token: admin });
    expect(body.data.map((c) => `${c.configKey}:${c.status}:${c.implemented}`)).toEqual(['local:0:true']);
  });

  it('saves an S3-compatible configuration with its secret masked; an incomplete one cannot be put in use', async () => {
    const incomplete = await t.call('POST', '/api/system/oss/save', {
      token: admin,
      lang: 'en-US',
      body: { configKey: 'minio', endpoint: 'minio.coldchain.example:9000', status: '0' },
    });
    expect(incomplete.body.msg).toBe(
      'Storage "minio" needs an endpoint, a bucket and both access keys before it can be put in use',
    );
    const saved = await t.call<{ id: number }>('POST', '/api/system/oss/save', {
      token: admin,
      body: {
        configKey: 'minio',
        endpoint: 'minio.coldchain.example:9000',
        bucketName: 'tms',
        accessKey: 'tms-app',
        secretKey: 'very-secret-value',
        status: '1',
      },
    });
    expect(saved.body.code).toBe(0);
    const list = await t.call<OssConfig[]>('GET', '/api/system/oss/config', { token: admin });
    expect(list.body.data.map((c) => `${c.configKey}:${c.status}:${c.implemented}`)).toEqual([
      'local:0:true',
      'minio:1:true',
    ]);
    expect(list.body.data.find((c) => c.configKey === 'minio')?.secretKey).toBe('******');
    expect(JSON.stringify(list.body)).not.toContain('very-secret-value');

    // /update changes by id; the masked secret keeps the stored one, an empty bucket makes it incomplete.
    const updated = await t.call('POST', '/api/system/oss/update', {
      token: admin,
      body: { id: saved.body.data.id, configKey: 'minio', secretKey: '******', bucketName: '', status: '1' },
    });
    expect(updated.body.code).toBe(0);
    const after = await t.call<OssConfig[]>('GET', '/api/system/oss/config', { token: admin });
    const minio = after.body.data.find((c) => c.configKey === 'minio');
    expect(minio).toMatchObject({ secretKey: '******', implemented: false });
    const missing = await t.call('POST', '/api/system/oss/update', {
      token: admin,
      body: { id: 999_999, configKey: 'other' },
    });
    expect(missing.body.code).toBe(404);
    expect((await upload('b.txt', 'text/plain', Buffer.from('b'))).body.code).toBe(0);
  });

  it('refuses a taken key, and removing local or the configuration in use', async () => {
    const dup = await t.call('POST', '/api/system/oss/save', {
      token: admin,
      body: { configKey: 'minio' },
      lang: 'en-US',
    });
    expect(dup.body.msg).toBe('Storage configuration "minio" already exists');
    const list = await t.call<OssConfig[]>('GET', '/api/system/oss/config', { token: admin });
    const local = list.body.data.find((c) => c.configKey === 'local');
    const minio = list.body.data.find((c) => c.configKey === 'minio');
    const refused = await t.call('POST', `/api/system/oss/removeConfig?ids=${local?.id}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(refused.body.code).toBe(500);
    expect(
      (await t.call('POST', `/api/system/oss/removeConfig?ids=${minio?.id}`, { token: admin })).body.code,
    ).toBe(0);
  });
});
