import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/**
 * The keys upload tokens and signed links (unsubscribe links, SSO hand-offs) are made with. Every process of a
 * deployment must hold the same ones, so they come from settings (UPLOAD_TOKEN_KEY, LINK_SIGNING_KEY; config.ts
 * refuses to start in production without them). Outside production an unset key is generated once under DATA_DIR
 * (256 random bits, created with the exclusive flag so concurrent first uses converge on one file): processes that
 * share DATA_DIR agree; processes on separate disks must be given the keys.
 */
export interface SigningKeys {
  uploadToken: Buffer;
  linkSigning: Buffer;
}

const FILES = {
  uploadToken: 'upload-token.key',
  linkSigning: path.join('secrets', 'link-signing.key'),
} as const;

const cache = new Map<string, SigningKeys>();

export function signingKeys(config: Pick<Config, 'dataDir' | 'signingKeys'>): SigningKeys {
  const id = `${config.dataDir}\u0000${config.signingKeys.uploadToken ?? ''}\u0000${config.signingKeys.linkSigning ?? ''}`;
  let keys = cache.get(id);
  if (!keys) {
    keys = {
      uploadToken: keyOf(config.signingKeys.uploadToken, path.join(config.dataDir, FILES.uploadToken)),
      linkSigning: keyOf(config.signingKeys.linkSigning, path.join(config.dataDir, FILES.linkSigning)),
    };
    cache.set(id, keys);
  }
  return keys;
}

function keyOf(configured: string | null, file: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // A concurrent creator may not have written it yet: read until it holds a key.
  for (let attempt = 0; ; attempt++) {
    const secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    if (secret.length >= 32) return secret;
    if (attempt >= 50) throw new Error(`${file} holds less than 256 bits`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
}
