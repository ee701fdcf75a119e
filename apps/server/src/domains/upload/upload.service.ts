import { randomUUID } from 'node:crypto';
import { FILES_URL_PREFIX, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from './storage.js';
import type { ReceivedFile } from './upload.multipart.js';
import type { UploadQuotaLimits } from './upload.quota.js';
import { UploadQuota } from './upload.quota.js';
import { UploadRepository } from './upload.repository.js';

/** Detected (by content) type → extension used in the storage key. Nothing else is accepted. */
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface UploadMeta {
  /** foothold, mypage, editor … (which menu the file belongs to) */
  menuType: string;
  /** rprs, img, editor … */
  contentsType: string;
  userId: number;
}

export interface SavedImage {
  fileId: string;
  key: string;
  url: string;
}

/** A file whose type was decided by its content: the bytes, the storage extension, the MIME type and a clean name. */
export interface CheckedFile {
  buffer: Buffer;
  ext: string;
  mime: string;
  originalName: string;
}

export function fileUrl(key: string): string {
  return `${FILES_URL_PREFIX}${key}`;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** The name as the member's computer had it, without any path, control characters or excess length. */
export function cleanOriginalName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(CONTROL_CHARS, '').trim().slice(0, 200);
  return cleaned || `image.${ext}`;
}

export class UploadService {
  constructor(
    private readonly repo: UploadRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly quota: UploadQuota,
  ) {}

  /** Refuses the whole upload if any file is not a PNG, JPEG, GIF or WEBP image by its content. */
  async checkImages(files: readonly ReceivedFile[]): Promise<CheckedFile[]> {
    const checked: CheckedFile[] = [];
    for (const f of files) {
      const detected = await fileTypeFromBuffer(f.buffer);
      const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
      if (!detected || !ext) throw AppError.badRequest(UPLOAD_MESSAGES.imageOnly);
      checked.push({
        buffer: f.buffer,
        ext,
        mime: detected.mime,
        originalName: cleanOriginalName(f.originalName, ext),
      });
    }
    return checked;
  }

  /** Checks, stores and records the images; on any failure nothing is left behind. */
  async saveImages(files: readonly ReceivedFile[], meta: UploadMeta): Promise<SavedImage[]> {
    return this.store(await this.checkImages(files), meta);
  }

  /**
   * The one way a member's files are stored: takes the files' bytes and count from the member's daily quota (413 when
   * over it), then stores and records them. On any failure nothing is left behind and the quota is given back.
   */
  async store(files: readonly CheckedFile[], meta: UploadMeta): Promise<SavedImage[]> {
    const bytes = files.reduce((sum, f) => sum + f.buffer.length, 0);
    const reservation = await this.quota.reserve(meta.userId, bytes, files.length);
    const stored: string[] = [];
    try {
      for (const f of files) stored.push(await this.storage.put(f.buffer, f.ext));
      const now = this.clock.now().toISOString();
      const rows = files.map((f, i) => ({
        fileId: randomUUID(),
        storageKey: stored[i] as string,
        originalName: f.originalName,
        mimeType: f.mime,
        sizeBytes: f.buffer.length,
        menuType: meta.menuType,
        contentsType: meta.contentsType,
        userId: meta.userId,
        regDt: now,
      }));
      await this.repo.insertAll(rows);
      return rows.map((r) => ({ fileId: r.fileId, key: r.storageKey, url: fileUrl(r.storageKey) }));
    } catch (err) {
      await Promise.allSettled([...stored.map((key) => this.storage.delete(key)), this.quota.release(reservation)]);
      throw err;
    }
  }
}

/** The upload service over one database, storage and quota: for every route that stores a member's files. */
export function createUploadService(
  db: Kysely<DB>,
  storage: FileStorage,
  clock: Clock,
  limits: UploadQuotaLimits,
): UploadService {
  return new UploadService(new UploadRepository(db), storage, clock, new UploadQuota(db, limits, clock));
}
