import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config';
import { AppError } from './errors';
import { isS3Complete, type S3Settings, s3Storage } from './s3-storage';

/**
 * File storage by key ("2025/06/01/uuid.png"): the local disk by default, or an S3-compatible store
 * (AWS S3, MinIO, OSS/COS in S3 mode) configured in sys_oss_config (s3-storage.ts).
 */
export type { Storage } from './storage-port';

import type { Storage } from './storage-port';

export const LOCAL_SERVICE = 'local';

/** Keys are relative, slash-separated and may not climb out of the storage root. */
function safePath(root: string, key: string): string {
  if (!/^[A-Za-z0-9._/-]+$/.test(key) || key.startsWith('/') || key.split('/').includes('..')) {
    throw new Error(`unsafe storage key ${key}`);
  }
  return path.join(root, key);
}

export function localDiskStorage(root: string): Storage {
  return {
    service: LOCAL_SERVICE,
    async put(key, data) {
      const file = safePath(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(file));
      return { size: (await stat(file)).size };
    },
    async get(key) {
      const file = safePath(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new AppError('system.oss.fileMissing');
      return { body: createReadStream(file), size: info.size };
    },
    async remove(key) {
      await rm(safePath(root, key), { force: true });
    },
    async exists(key) {
      const info = await stat(safePath(root, key)).catch(() => null);
      return !!info?.isFile();
    },
  };
}

/** `<dataDir>/storage`, the default root of the local storage. */
export function localStorageRoot(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'storage');
}

/**
 * The storage of a service name: 'local' is the disk; any other is the S3-compatible store of its
 * configuration (`s3`, the sys_oss_config row of that key). A configuration without endpoint, bucket and
 * keys cannot be opened and is refused with a clear message.
 */
export function storageFor(
  config: Pick<AppConfig, 'dataDir'>,
  service: string = LOCAL_SERVICE,
  s3?: S3Settings | null,
): Storage {
  if (service === LOCAL_SERVICE) return localDiskStorage(localStorageRoot(config));
  if (!s3 || !isS3Complete(s3)) throw AppError.invalid('system.oss.serviceUnavailable', { value: service });
  return s3Storage(service, s3);
}

/** A fresh key under a date folder: 2025/06/01/<uuid>.<suffix>. */
export function newStorageKey(suffix: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '/');
  const ext = suffix.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `${day}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}
