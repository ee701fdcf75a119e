import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_KEY_PATTERN } from '@onfan/contracts/upload';

/**
 * Where uploaded files live. Keys are random names plus the detected extension (FILE_KEY_PATTERN); callers never
 * choose a name. The disk implementation below is the default; an object store can implement the same interface.
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
  /**
   * Every stored key with the time it was written (the clean-up job looks for files no row records). Optional: a
   * storage without it is only cleaned through the rows of uploaded_file.
   */
  list?(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

export function isValidFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key) && key.length <= 100;
}

export function newFileKey(ext: string): string {
  const key = `${randomBytes(18).toString('base64url')}.${ext}`;
  if (!isValidFileKey(key)) throw new RangeError(`Unsupported file extension: ${ext}`);
  return key;
}

/** Files under `<root>/<first two characters of the key>/<key>`, so no directory grows without bound. */
export class DiskFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isValidFileKey(key)) throw new RangeError('Invalid file key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(data: Buffer, ext: string): Promise<string> {
    const key = newFileKey(ext);
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // 'wx': never overwrite, even in the astronomically unlikely case of a key collision.
    await fsp.writeFile(file, data, { flag: 'wx', mode: 0o644 });
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
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
    if (!isValidFileKey(key)) return;
    await fsp.rm(this.pathOf(key), { force: true });
  }

  /** Well-formed keys in their own two-character directories; anything else under the root is not ours to touch. */
  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    let dirs: string[];
    try {
      dirs = await fsp.readdir(this.root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const dir of dirs.sort()) {
      if (dir.length !== 2) continue;
      let names: string[];
      try {
        names = await fsp.readdir(path.join(this.root, dir));
      } catch {
        continue;
      }
      for (const key of names.sort()) {
        if (!isValidFileKey(key) || key.slice(0, 2) !== dir) continue;
        try {
          const stat = await fsp.stat(path.join(this.root, dir, key));
          if (stat.isFile()) yield { key, modifiedAt: stat.mtime };
        } catch {
          // Removed meanwhile.
        }
      }
    }
  }
}

/** The storage buildApp uses: `<DATA_DIR>/uploads`. */
export function createDiskStorage(dataDir: string): DiskFileStorage {
  return new DiskFileStorage(path.join(dataDir, 'uploads'));
}
