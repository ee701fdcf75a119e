import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Optional encryption of a backup (BACKUP_KEY): every file of it is AES-256-GCM under a key derived with HKDF-SHA256
 * from the setting and the backup's own random salt, with a random nonce per file; the manifest is authenticated with
 * an HMAC under a second derived key. A file is `MAGIC | nonce (12) | ciphertext | tag (16)`.
 */
const MAGIC = Buffer.from('ONFANBK1');
const NONCE = 12;
const TAG = 16;

export interface BackupKeys {
  file: Buffer;
  manifest: Buffer;
  /** Names the setting without revealing it: a restore with another key is told so before anything is read. */
  keyId: string;
}

export function deriveKeys(secret: string, salt: Buffer): BackupKeys {
  const ikm = Buffer.from(secret, 'utf8');
  return {
    file: Buffer.from(hkdfSync('sha256', ikm, salt, 'onfan-backup/1 file', 32)),
    manifest: Buffer.from(hkdfSync('sha256', ikm, salt, 'onfan-backup/1 manifest', 32)),
    keyId: createHash('sha256').update('onfan-backup key id').update(ikm).digest('hex').slice(0, 16),
  };
}

export function manifestMac(keys: BackupKeys, body: string): string {
  return createHmac('sha256', keys.manifest).update(body).digest('hex');
}

/** Counts and hashes what passes through (the plaintext before encryption, or after decryption). */
export class Digest extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }
  hex(): string {
    return this.hash.digest('hex');
  }
}

/** Writes `source` to `file`, encrypted when `key` is given; answers the plaintext's size and SHA-256. */
export async function writeBackupFile(
  source: Readable,
  file: string,
  key: Buffer | null,
): Promise<{ bytes: number; sha256: string }> {
  const digest = new Digest();
  const out = fs.createWriteStream(file, { mode: 0o600 });
  if (!key) {
    await pipeline(source, digest, out);
    return { bytes: digest.bytes, sha256: digest.hex() };
  }
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  out.write(MAGIC);
  out.write(nonce);
  await pipeline(source, digest, cipher, out, { end: false });
  await new Promise<void>((resolve, reject) =>
    out.end(cipher.getAuthTag(), (err?: Error | null) => (err ? reject(err) : resolve())),
  );
  return { bytes: digest.bytes, sha256: digest.hex() };
}

/** SHA-256 of a file as it lies on disk (what the manifest's `stored` checksums are compared with). */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Streams a backup file's plaintext into `sink`, decrypting it when `key` is given (its tag is checked at the end:
 * a file altered after it was written fails there). Answers the plaintext's size and SHA-256.
 */
export async function readBackupFile(
  file: string,
  key: Buffer | null,
  sink: Writable,
): Promise<{ bytes: number; sha256: string }> {
  const digest = new Digest();
  if (!key) {
    await pipeline(fs.createReadStream(file), digest, sink);
    return { bytes: digest.bytes, sha256: digest.hex() };
  }
  const { size } = await fsp.stat(file);
  const handle = await fsp.open(file, 'r');
  let head: Buffer;
  let tag: Buffer;
  try {
    if (size < MAGIC.length + NONCE + TAG) throw new Error(`${file}: 암호화된 백업 파일이 아닙니다.`);
    head = Buffer.alloc(MAGIC.length + NONCE);
    await handle.read(head, 0, head.length, 0);
    tag = Buffer.alloc(TAG);
    await handle.read(tag, 0, TAG, size - TAG);
  } finally {
    await handle.close();
  }
  if (!head.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`${file}: 암호화된 백업 파일이 아닙니다.`);
  const decipher = createDecipheriv('aes-256-gcm', key, head.subarray(MAGIC.length));
  decipher.setAuthTag(tag);
  const body = fs.createReadStream(file, { start: head.length, end: size - TAG - 1 });
  await pipeline(body, decipher, digest, sink);
  return { bytes: digest.bytes, sha256: digest.hex() };
}
