import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';

/**
 * Where the portal's files live (decision 032): members' uploads under `uploads/`, the broadcasts' media under
 * `media/`. One small interface, two implementations: a folder on this server's disk (DATA_DIR, the default) or an
 * S3-compatible bucket (S3_BUCKET) that every process shares. Keys are `/`-separated names chosen by the portal
 * (letters, digits, `.`, `_`, `-`), never by a visitor.
 */
export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface ObjectMeta {
  contentType?: string;
  cacheControl?: string;
}

export interface ObjectStore {
  /** Stores the bytes under `key` whole (a reader never sees part of them), replacing what was there. */
  put(key: string, body: Buffer, meta?: ObjectMeta): Promise<void>;
  /** Stores a file's bytes under `key`, streamed (a file too large to hold in memory: an uploaded recording). */
  putFile(key: string, file: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes it; a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every object under `prefix` (ending in `/`) with the time it was written, in no promised order. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

function checkKey(key: string): string {
  if (!isValidObjectKey(key)) throw new RangeError(`Invalid object key: ${key}`);
  return key;
}

function checkPrefix(prefix: string): string {
  if (prefix !== '' && !(prefix.endsWith('/') && isValidObjectKey(prefix.slice(0, -1)))) {
    throw new RangeError(`Invalid object prefix: ${prefix}`);
  }
  return prefix;
}

/** Objects as files under `root` (`<root>/<key>`), written aside and renamed into place. */
export class DiskObjectStore implements ObjectStore {
  constructor(readonly root: string) {}

  pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await fsp.writeFile(tmp, body, { mode: 0o644 });
    await fsp.rename(tmp, file);
  }

  async putFile(key: string, source: string): Promise<void> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    await fsp.copyFile(source, tmp);
    await fsp.rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidObjectKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidObjectKey(key)) return;
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidObjectKey(key)) return false;
    return fsp.stat(this.pathOf(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const base = path.join(this.root, ...checkPrefix(prefix).split('/').filter(Boolean));
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(base, { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      if (!e.isFile()) continue;
      const full = path.join(e.parentPath, e.name);
      const key = prefix + path.relative(base, full).split(path.sep).join('/');
      if (!isValidObjectKey(key) || /\.tmp-/.test(e.name)) continue;
      try {
        yield { key, modifiedAt: (await fsp.stat(full)).mtime };
      } catch {
        // Removed meanwhile.
      }
    }
  }
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Objects in an S3-compatible bucket under `<prefix><key>` (the AWS SDK, as the broadcast media already used).
 * Checksums are sent and checked only where S3 requires them, as S3-compatible stores other than AWS's expect.
 */
export class S3ObjectStore implements ObjectStore {
  private client: Promise<S3Client> | undefined;

  constructor(private readonly s3: S3Settings) {}

  private async sdk() {
    const sdk = await import('@aws-sdk/client-s3');
    this.client ??= Promise.resolve(
      new sdk.S3Client({
        region: this.s3.region,
        ...(this.s3.endpoint ? { endpoint: this.s3.endpoint } : {}),
        forcePathStyle: this.s3.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    );
    return { sdk, client: await this.client };
  }

  async put(key: string, body: Buffer, meta: ObjectMeta = {}): Promise<void> {
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: this.s3.prefix + checkKey(key),
        Body: body,
        ContentLength: body.length,
        ...(meta.contentType ? { ContentType: meta.contentType } : {}),
        ...(meta.cacheControl ? { CacheControl: meta.cacheControl } : {}),
      }),
    );
  }

  async putFile(key: string, file: string): Promise<void> {
    const { sdk, client } = await this.sdk();
    const { size } = await fsp.stat(file);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: this.s3.prefix + checkKey(key),
        Body: fs.createReadStream(file),
        ContentLength: size,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidObjectKey(key)) return null;
    const { sdk, client } = await this.sdk();
    try {
      const r = await client.send(new sdk.GetObjectCommand({ Bucket: this.s3.bucket, Key: this.s3.prefix + key }));
      if (!r.Body) return null;
      return { stream: r.Body as Readable, size: r.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidObjectKey(key)) return;
    const { sdk, client } = await this.sdk();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.s3.bucket, Key: this.s3.prefix + key }));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidObjectKey(key)) return false;
    const { sdk, client } = await this.sdk();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.s3.bucket, Key: this.s3.prefix + key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const { sdk, client } = await this.sdk();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.s3.bucket,
          Prefix: this.s3.prefix + checkPrefix(prefix),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        const key = o.Key.slice(this.s3.prefix.length);
        if (isValidObjectKey(key)) yield { key, modifiedAt: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

const stores = new Map<string, ObjectStore>();

/** The configured store (one per configuration in a process): the bucket when S3_BUCKET is set, else DATA_DIR. */
export function createObjectStore(config: { s3: S3Settings | null; dataDir: string }): ObjectStore {
  const id = config.s3 ? JSON.stringify(config.s3) : `disk:${config.dataDir}`;
  let store = stores.get(id);
  if (!store) {
    store = config.s3 ? new S3ObjectStore(config.s3) : new DiskObjectStore(config.dataDir);
    stores.set(id, store);
  }
  return store;
}

/** Reads a whole stream (small objects: playlists). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}
