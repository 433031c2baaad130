import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { AppError } from './errors';
import type { Storage } from './storage-port';

/** The columns of a sys_oss_config row an S3-compatible store needs. */
export type S3Settings = {
  endpoint: string | null;
  bucketName: string | null;
  prefix: string | null;
  accessKey: string | null;
  secretKey: string | null;
  region: string | null;
  /** Y: https when the endpoint names no scheme. */
  isHttps: string;
};

/** Endpoint, bucket and both keys: without them the store cannot be opened. */
export function isS3Complete(s: S3Settings): boolean {
  return !!(s.endpoint?.trim() && s.bucketName?.trim() && s.accessKey && s.secretKey);
}

/** 'minio:9000' with isHttps Y is https://minio:9000; a URL is taken as written. */
export function s3EndpointUrl(s: Pick<S3Settings, 'endpoint' | 'isHttps'>): string {
  const endpoint = (s.endpoint ?? '').trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(endpoint)) return endpoint;
  return `${s.isHttps === 'Y' ? 'https' : 'http'}://${endpoint}`;
}

/** The object key under the configured prefix ('tms/' + '2025/06/01/uuid.png'). */
export function s3ObjectKey(prefix: string | null, key: string): string {
  const clean = (prefix ?? '').trim().replace(/^\/+|\/+$/g, '');
  return clean ? `${clean}/${key}` : key;
}

const clients = new Map<string, S3Client>();

/** The SDK, loaded on first use: most installs keep files on disk and never pay for its memory. */
type S3Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<S3Sdk> | undefined;
const loadSdk = () => {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
};

/** One client per configuration (its settings are the cache key, so a changed setting gets a new one). */
function clientOf({ S3Client }: S3Sdk, s: S3Settings): S3Client {
  const endpoint = s3EndpointUrl(s);
  const cacheKey = JSON.stringify([endpoint, s.region, s.accessKey, s.secretKey]);
  let client = clients.get(cacheKey);
  if (!client) {
    client = new S3Client({
      endpoint,
      region: s.region?.trim() || 'us-east-1',
      credentials: { accessKeyId: s.accessKey ?? '', secretAccessKey: s.secretKey ?? '' },
      // Path-style addressing works with every S3-compatible store (MinIO, Ceph, OSS and COS in S3 mode);
      // AWS's own endpoints keep their virtual-hosted style.
      forcePathStyle: !/amazonaws\.com(\.cn)?$/i.test(new URL(endpoint).hostname),
      // Checksums only where the API requires them: several S3-compatible stores refuse the newer
      // flexible checksum headers and chunked uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    if (clients.size > 20) clients.clear();
    clients.set(cacheKey, client);
  }
  return client;
}

/** The store's "no such object" (an S3 service error named so, or answered 404). */
const isMissing = (err: unknown) => {
  const failure = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return (
    !!failure?.$metadata &&
    (failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata.httpStatusCode === 404)
  );
};

async function bufferOf(data: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(data)) return data;
  const chunks: Buffer[] = [];
  for await (const chunk of data) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * An S3-compatible store as a Storage: objects live in the configured bucket under the prefix, by the
 * same keys the local disk uses, so records (sys_oss_file) and file ids do not change with the store.
 * A missing object answers system.oss.fileMissing; the store's own failures propagate (logged, 500).
 */
export function s3Storage(service: string, settings: S3Settings): Storage {
  const open = async () => {
    const s3 = await loadSdk();
    return { s3, client: clientOf(s3, settings) };
  };
  const Bucket = (settings.bucketName ?? '').trim();
  const Key = (key: string) => s3ObjectKey(settings.prefix, key);
  return {
    service,
    async put(key, data) {
      // Uploads are at most 20 MB: a buffer gives the store its length up front (no chunked upload).
      const body = await bufferOf(data);
      const { s3, client } = await open();
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentLength: body.length }),
      );
      return { size: body.length };
    },
    async get(key) {
      const { s3, client } = await open();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!answer.Body) throw new AppError('system.oss.fileMissing');
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) throw new AppError('system.oss.fileMissing');
        throw err;
      }
    },
    async remove(key) {
      const { s3, client } = await open();
      try {
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key: Key(key) }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    async exists(key) {
      const { s3, client } = await open();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}
