import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { parseLogging } from '../config';
import { loggerOptions, registerRequestLog } from './logging';

describe('log settings', () => {
  it('LOG_LEVEL defaults to info; a level pino does not know stops the start, named', () => {
    expect(parseLogging({})).toEqual({ logLevel: 'info', logFile: undefined });
    expect(parseLogging({ LOG_LEVEL: 'Debug' }).logLevel).toBe('debug');
    expect(() => parseLogging({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: "verbose"/);
  });

  it('TMS_LOG_FILE rolls at 50 MB and keeps 14 files unless told; bad sizes and counts are named', () => {
    expect(parseLogging({ TMS_LOG_FILE: '/var/log/tms/tms.log' }).logFile).toEqual({
      path: '/var/log/tms/tms.log',
      size: '50m',
      keep: 14,
    });
    expect(
      parseLogging({ TMS_LOG_FILE: 'x.log', TMS_LOG_FILE_SIZE: '500K', TMS_LOG_FILE_KEEP: '3' }).logFile,
    ).toMatchObject({ size: '500k', keep: 3 });
    expect(() => parseLogging({ TMS_LOG_FILE: 'x.log', TMS_LOG_FILE_SIZE: 'big' })).toThrow(
      /TMS_LOG_FILE_SIZE/,
    );
    expect(() => parseLogging({ TMS_LOG_FILE: 'x.log', TMS_LOG_FILE_KEEP: '0' })).toThrow(
      /TMS_LOG_FILE_KEEP/,
    );
  });
});

/** The app's logger writing into an array, one parsed object per line. */
function capturedApp(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, disableRequestLogging: true });
  registerRequestLog(app);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization) request.auth = { userName: 'zhang.wei' } as never;
  });
  app.get('/api/thing', async () => ({ code: 0 }));
  app.get('/assets/index-abc.js', async () => 'x');
  return { app, lines };
}

describe('the request log', () => {
  it('is one line per request at info: method, path without its query, status, time and user', async () => {
    const { app, lines } = capturedApp('info');
    await app.inject({ method: 'GET', url: '/api/thing?password=secret', headers: { authorization: 'x' } });
    await app.inject({ method: 'GET', url: '/api/missing' });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/thing',
      status: 200,
      user: 'zhang.wei',
    });
    expect(typeof requests[0]?.ms).toBe('number');
    expect(requests[1]).toMatchObject({ path: '/api/missing', status: 404 });
    // Nothing else per request: no "incoming request" / "request completed" pair, no secret.
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain('secret');
    await app.close();
  });

  it('files of the web app are logged only at debug', async () => {
    const info = capturedApp('info');
    await info.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(info.lines).toHaveLength(0);
    await info.app.close();
    const debug = capturedApp('debug');
    await debug.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(debug.lines.filter((l) => l.msg === 'request')).toHaveLength(1);
    await debug.app.close();
  });
});

describe('the log file', () => {
  it('rolls at its size and keeps only the newest files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tms-log-'));
    const { logger } = loggerOptions({
      logLevel: 'info',
      logFile: { path: path.join(dir, 'tms.log'), size: '1k', keep: 2 },
    });
    const log = pino(logger as LoggerOptions);
    // About 8 KB in lines of ~200 bytes: eight rolls of 1 KB, of which the active file and 2 stay.
    for (let i = 0; i < 40; i++) {
      log.info({ i, filler: 'x'.repeat(120) }, 'line');
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    // The transport writes and rolls in its own thread: wait until the last line is on disk.
    const number = (f: string) => Number(/\.(\d+)\.log$/.exec(f)?.[1]);
    const logFiles = async () =>
      (await readdir(dir)).filter((f) => f.endsWith('.log')).sort((a, b) => number(a) - number(b));
    await expect
      .poll(
        async () => {
          const files = await logFiles();
          const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
          // Rolled (the size is checked as the transport writes its batches), the newest kept, nothing lost.
          return files.length > 1 && files.length <= 3 && texts.some((t) => t.includes('"i":39'));
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    const files = await logFiles();
    expect(files.every((f) => /^tms\.\d{4}-\d{2}-\d{2}\.\d+\.log$/.test(f))).toBe(true);
  }, 30_000);
});
