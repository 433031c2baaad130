import type { Readable } from 'node:stream';

/** What a file store does, whichever holds the bytes (local disk, an S3-compatible service). */
export type Storage = {
  readonly service: string;
  /** Writes the object and answers its size in bytes. */
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  /** Opens the object; system.oss.fileMissing when it is gone. */
  get(key: string): Promise<{ body: Readable; size: number }>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};
