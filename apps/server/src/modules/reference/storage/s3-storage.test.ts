import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../../platform/s3-storage';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * The S3-compatible store against a real S3 protocol server started in-process: s3rver (a fake S3 for
 * Node that checks signatures with the access key S3RVER / S3RVER and keeps objects in a folder).
 */
type FakeS3 = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => FakeS3;

const BUCKET = 'tms-files';
let s3: FakeS3;
let endpoint: string;
let s3Dir: string;
let dataDir: string;
let t: TestApp;
let admin: string;

const settings = () => ({
  endpoint,
  bucketName: BUCKET,
  prefix: 'tms',
  accessKey: 'S3RVER',
  secretKey: 'S3RVER',
  region: 'us-east-1',
  isHttps: 'N',
});
const rawClient = () =>
  new S3Client({
    endpoint: `http://${endpoint}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
async function objectExists(key: string): Promise<boolean> {
  try {
    await rawClient().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}
const text = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

async function upload(name: string, data: Buffer) {
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/system/oss/upload?category=file',
    headers: {
      authorization: `Bearer ${admin}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return response.json() as {
    code: number;
    msg: string;
    data: { id: number; fileName: string; service: string };
  };
}

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'tms-s3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-oss-s3-'));
  t = await createTestApp({ dataDir });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the S3-compatible store', () => {
  it('puts, reads, checks and removes objects under the prefix', async () => {
    const store = s3Storage('s3test', settings());
    expect(await store.put('2030/01/01/a.txt', Buffer.from('hello s3'))).toEqual({ size: 8 });
    expect(await objectExists('tms/2030/01/01/a.txt')).toBe(true);
    expect(await store.exists('2030/01/01/a.txt')).toBe(true);
    const got = await store.get('2030/01/01/a.txt');
    expect(got.size).toBe(8);
    expect(await text(got.body)).toBe('hello s3');
    await store.remove('2030/01/01/a.txt');
    expect(await store.exists('2030/01/01/a.txt')).toBe(false);
    await expect(store.get('2030/01/01/a.txt')).rejects.toMatchObject({ message: 'system.oss.fileMissing' });
    await store.remove('2030/01/01/a.txt');
  });
});

describe('files through the API with an S3-compatible store in use', () => {
  it('uploads to the bucket, downloads and removes by the same file id; older files keep their store', async () => {
    const local = await upload('before.txt', Buffer.from('on disk'));
    expect(local.data.service).toBe('local');

    const saved = await t.call<{ id: number }>('POST', '/api/system/oss/save', {
      token: admin,
      body: { configKey: 's3test', ...settings(), status: '0' },
    });
    expect(saved.body.code).toBe(0);

    const up = await upload('report.txt', Buffer.from('cold chain report'));
    expect(up.code).toBe(0);
    expect(up.data.service).toBe('s3test');
    expect(await objectExists(`tms/${up.data.fileName}`)).toBe(true);

    const down = await t.app.inject({
      method: 'GET',
      url: `/api/system/oss/download/${up.data.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe('cold chain report');
    // The file written to the disk before the switch is still read from the disk.
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/system/oss/download/${local.data.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(old.body).toBe('on disk');

    const removed = await t.call('POST', `/api/system/oss/remove?ids=${up.data.id}`, { token: admin });
    expect(removed.body.code).toBe(0);
    expect(await objectExists(`tms/${up.data.fileName}`)).toBe(false);
  });
});
