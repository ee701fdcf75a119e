import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FILE_KEY_PATTERN } from '@onfan/contracts/upload';
import type { S3Settings } from '../../config.js';
import type { ObjectStore } from '../../lib/object-store.js';
import { createObjectStore, DiskObjectStore } from '../../lib/object-store.js';

/**
 * Where uploaded files live: the portal's object store (lib/object-store.ts: DATA_DIR on this server's disk, or the
 * S3-compatible bucket every process shares), under `uploads/<first two characters of the key>/<key>`, so no disk
 * directory grows without bound. Keys are random names plus the detected extension (FILE_KEY_PATTERN); callers never
 * choose a name. Downloads that need an access check go through the server (a route that checks, then streams
 * `get(key)`); nothing hands out the store's own addresses.
 */
export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(data: Buffer, ext: string): Promise<string>;
  /** The file, or null when the key is malformed or unknown. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key with the time it was written (the clean-up job looks for files no row records). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

export function isValidFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key) && key.length <= 100;
}

export function newFileKey(ext: string): string {
  const key = `${randomBytes(18).toString('base64url')}.${ext}`;
  if (!isValidFileKey(key)) throw new RangeError(`Unsupported file extension: ${ext}`);
  return key;
}

const PREFIX = 'uploads/';

/** Uploads in an object store, each under `uploads/<two characters>/<key>`. */
export class ObjectFileStorage implements FileStorage {
  constructor(readonly store: ObjectStore) {}

  private objectKey(key: string): string {
    if (!isValidFileKey(key)) throw new RangeError('Invalid file key');
    return `${PREFIX}${key.slice(0, 2)}/${key}`;
  }

  async put(data: Buffer, ext: string): Promise<string> {
    const key = newFileKey(ext);
    await this.store.put(this.objectKey(key), data);
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
    return this.store.get(this.objectKey(key));
  }

  async delete(key: string): Promise<void> {
    if (!isValidFileKey(key)) return;
    await this.store.delete(this.objectKey(key));
  }

  async exists(key: string): Promise<boolean> {
    return isValidFileKey(key) && this.store.exists(this.objectKey(key));
  }

  /** Well-formed keys in their own two-character folders; anything else under the prefix is not ours to touch. */
  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    for await (const o of this.store.list(PREFIX)) {
      const [dir, key, extra] = o.key.slice(PREFIX.length).split('/');
      if (extra !== undefined || !dir || !key || !isValidFileKey(key) || key.slice(0, 2) !== dir) continue;
      yield { key, modifiedAt: o.modifiedAt };
    }
  }
}

/** Uploads on this server's disk: `<dataDir>/uploads/…` (tests and tools that look at the files themselves). */
export function createDiskStorage(dataDir: string): ObjectFileStorage {
  return new ObjectFileStorage(new DiskObjectStore(dataDir));
}

/** The configured storage: the S3-compatible bucket when S3_BUCKET is set, else DATA_DIR on this server's disk. */
export function createFileStorage(config: { s3: S3Settings | null; dataDir: string }): ObjectFileStorage {
  return new ObjectFileStorage(createObjectStore(config));
}
