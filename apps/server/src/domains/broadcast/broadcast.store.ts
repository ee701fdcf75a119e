import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaObjectStore } from '../../config.js';
import { MEDIA_CONTENT_TYPES } from './broadcast.media.js';

/**
 * Where browsers fetch the broadcasts' media (decision 017). ffmpeg always writes a working copy under
 * DATA_DIR/media/<key>/; a store then makes the files it names public. Without an object store this server's
 * `/media` route serves the working copy itself; with one (MEDIA_S3_BUCKET) every file is put under the bucket's
 * prefix with its content type and caching, and the pages play them from MEDIA_PUBLIC_URL.
 */
export interface MediaStore {
  /** The URL prefix a media folder's files are fetched under: `<base>/<key>/master.m3u8`. */
  readonly base: string;
  /** Makes the named files of the working copy DATA_DIR/media/<key>/ public (paths relative to that folder). */
  publish(key: string, files: readonly string[]): Promise<void>;
}

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
 * everything else is written once under its name and never changes.
 */
export function mediaCacheControl(key: string, file: string): string {
  return key.startsWith('live-') && file.endsWith('.m3u8') ? 'no-cache' : 'public, max-age=31536000, immutable';
}

/** The working copy is what browsers fetch: nothing to publish. */
export const localMediaStore: MediaStore = { base: LOCAL_MEDIA_BASE, publish: async () => {} };

/** The store the configuration asks for: the object store when MEDIA_S3_BUCKET is set, else this server. */
export function createMediaStore(config: { mediaStore: MediaObjectStore | null; dataDir: string }): MediaStore {
  return config.mediaStore ? new ObjectMediaStore(config.mediaStore, config.dataDir) : localMediaStore;
}

/**
 * Media in an S3-compatible object store: each file is put under `<prefix><key>/<file>` with its content type and
 * caching. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile or an
 * instance role). The SDK is loaded only when a store is configured.
 */
export class ObjectMediaStore implements MediaStore {
  readonly base: string;
  private client: Promise<S3Client> | undefined;

  constructor(
    private readonly cfg: MediaObjectStore,
    private readonly dataDir: string,
    private readonly makeClient: () => Promise<S3Client> = async () => {
      const { S3Client } = await import('@aws-sdk/client-s3');
      return new S3Client({
        region: cfg.region,
        ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
        forcePathStyle: cfg.forcePathStyle,
      });
    },
  ) {
    this.base = cfg.publicUrl;
  }

  async publish(key: string, files: readonly string[]): Promise<void> {
    this.client ??= this.makeClient();
    const client = await this.client;
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    for (const file of files) {
      const body = await fs.readFile(path.join(this.dataDir, 'media', key, file));
      await client.send(
        new PutObjectCommand({
          Bucket: this.cfg.bucket,
          Key: `${this.cfg.prefix}${key}/${file}`,
          Body: body,
          ContentType: MEDIA_CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          CacheControl: mediaCacheControl(key, file),
        }),
      );
    }
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
