import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from '../../config.js';
import type { ObjectStore } from '../../lib/object-store.js';
import { createObjectStore, readAll } from '../../lib/object-store.js';

/** The content type of each kind of file a media folder holds (broadcast.media.ts and broadcast.live.ts write them). */
export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
};

/**
 * Where browsers fetch the broadcasts' media (decisions 017, 032). ffmpeg always writes a working copy under
 * DATA_DIR/media/<key>/; a store then makes the files it names public. Without an S3-compatible bucket the working
 * copy is the portal's file store itself (lib/object-store.ts, DATA_DIR) and nothing is copied; with one (S3_BUCKET)
 * every file is put under `<S3_PREFIX>media/<key>/<file>` with its content type and caching, where every process finds
 * it. Browsers load them from MEDIA_PUBLIC_URL (the bucket's or a CDN's URL of that prefix) when it is set, else from
 * this server's `/media`, which reads the store.
 */
export interface MediaStore {
  /** The URL prefix a media folder's files are fetched under: `<base>/<key>/master.m3u8`. */
  readonly base: string;
  /** Makes the named files of the working copy DATA_DIR/media/<key>/ public (paths relative to that folder). */
  publish(key: string, files: readonly string[]): Promise<void>;
  /** A published file's text (a live stream's playlist, read back by whichever process appends to it), or null. */
  readText(key: string, file: string): Promise<string | null>;
}

/** The object key of a media file in the portal's store. */
export const mediaObjectKey = (key: string, file: string) => `media/${key}/${file}`;

/** The URLs of a media folder the API answers, or nulls while a broadcast has no media. */
export function mediaUrls(base: string, mediaKey: string | null) {
  const folder = mediaKey ? `${base}/${mediaKey}` : null;
  return {
    mediaUrl: folder ? `${folder}/master.m3u8` : null,
    captionUrl: folder ? `${folder}/ko.vtt` : null,
    posterUrl: folder ? `${folder}/poster.jpg` : null,
  };
}

/** Where this server serves the working copy (broadcast.routes.ts). */
export const LOCAL_MEDIA_BASE = '/media';

/**
 * A file's caching: a live stream's playlists grow (the development generator), so they are asked again each time;
 * the captions `ko.vtt` can be published again at the console (decision 051), so they are asked again too; everything
 * else is written once under its name and never changes.
 */
export function mediaCacheControl(key: string, file: string): string {
  if (file === 'ko.vtt') return 'no-cache';
  return key.startsWith('live-') && file.endsWith('.m3u8') ? 'no-cache' : 'public, max-age=31536000, immutable';
}

/**
 * The store the configuration asks for: the S3-compatible bucket when S3_BUCKET is set (its files copied there), else
 * the working copy on this server's disk, which is already where the file store keeps them.
 */
export function createMediaStore(config: {
  s3: S3Settings | null;
  dataDir: string;
  mediaPublicUrl: string | null;
}): MediaStore {
  const base = config.mediaPublicUrl ?? LOCAL_MEDIA_BASE;
  const objects = createObjectStore(config);
  return config.s3 ? new ObjectMediaStore(objects, config.dataDir, base) : new WorkingCopyMediaStore(objects, base);
}

async function textOf(objects: ObjectStore, key: string, file: string): Promise<string | null> {
  const found = await objects.get(mediaObjectKey(key, file));
  return found ? (await readAll(found.stream)).toString('utf8') : null;
}

/** The working copy under DATA_DIR is the store (lib/object-store.ts's disk store): nothing to copy. */
export class WorkingCopyMediaStore implements MediaStore {
  constructor(
    private readonly objects: ObjectStore,
    readonly base: string = LOCAL_MEDIA_BASE,
  ) {}

  publish = async () => {};

  readText(key: string, file: string): Promise<string | null> {
    return textOf(this.objects, key, file);
  }
}

/** Media copied from the working copy into an object store that every process shares. */
export class ObjectMediaStore implements MediaStore {
  constructor(
    private readonly objects: ObjectStore,
    private readonly dataDir: string,
    readonly base: string,
  ) {}

  async publish(key: string, files: readonly string[]): Promise<void> {
    for (const file of files) {
      const body = await fs.readFile(path.join(this.dataDir, 'media', key, file));
      await this.objects.put(mediaObjectKey(key, file), body, {
        contentType: MEDIA_CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        cacheControl: mediaCacheControl(key, file),
      });
    }
  }

  readText(key: string, file: string): Promise<string | null> {
    return textOf(this.objects, key, file);
  }
}

/** The files of a media folder, relative to it: segments, poster and captions first, then the playlists naming them. */
export async function filesOf(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const rank = (f: string) => (f === 'master.m3u8' ? 2 : f.endsWith('.m3u8') ? 1 : 0);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
