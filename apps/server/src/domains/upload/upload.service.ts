import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadParams, UploadResult } from '@onfan/contracts/upload';
import { cleanFileName } from '@onfan/contracts/file-name';
import { FILES_URL_PREFIX, UPLOAD_FIELD, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import { fileTypeFromBuffer } from 'file-type';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from './storage.js';
import { isValidFileKey } from './storage.js';
import type { FileSource, ReceivedFile } from './upload.multipart.js';
import type { UploadQuota } from './upload.quota.js';
import type { UploadRepository } from './upload.repository.js';

/** Detected (by content) MIME type → the extension of the storage key: the types a kind of upload accepts. */
export type AcceptedTypes = Readonly<Record<string, string>>;

/** Images: nothing else is accepted by the image uploads. */
export const IMAGE_TYPES: AcceptedTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Documents an attachment may be (the Hangul word processor's files are detected as the compound file format). */
export const DOCUMENT_TYPES: AcceptedTypes = {
  'application/pdf': 'pdf',
  'application/x-cfb': 'hwp',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** An attachment of a notice, a post or a study material: documents, archives and images. */
export const ATTACHMENT_TYPES: AcceptedTypes = { ...DOCUMENT_TYPES, ...IMAGE_TYPES };

/** How a stored file is served at /files/<key>, by the extension of its key. */
const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A stored file as GET /files/<key> serves it. */
export interface ServedFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface UploadMeta {
  /** foothold, mypage, editor … (which menu the file belongs to) */
  menuType: string;
  /** rprs, img, editor … */
  contentsType: string;
  userId: number;
  /**
   * Meant for everyone: an image a page shows, served at /files/<key>. Left out, the file is private and is read only
   * through the call of its domain that checks the reader (`open`).
   */
  public?: boolean;
}

/** A stored file as a checked download sends it: its name, type and bytes. */
export interface OpenedFile {
  fileNm: string;
  mimeType: string;
  size: number;
  stream: Readable;
}

/** A stored and recorded file: its uploaded_file id, its storage key and the address it is served at. */
export interface SavedImage {
  fileId: string;
  key: string;
  url: string;
}
export type SavedFile = SavedImage;

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

/**
 * The name as the member's computer had it, without any path, control or bidirectional-control characters
 * (cleanFileName) or excess length.
 */
export function cleanOriginalName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = cleanFileName(base).trim().slice(0, 200);
  return cleaned || `image.${ext}`;
}

/**
 * The one way a member's files are stored (`store`, under the member's daily quota), the image upload call and the
 * files' addresses. Other modules receive this service from the upload module (app.ts) to store their files.
 */
export class UploadService {
  constructor(
    private readonly repo: UploadRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly quota: UploadQuota,
  ) {}

  /**
   * Refuses the whole upload (400 `invalid`) if any file's content is not one of `types`; otherwise the files with
   * their detected type, storage extension and a clean name.
   */
  async checkFiles(
    files: readonly ReceivedFile[],
    types: AcceptedTypes = IMAGE_TYPES,
    invalid: string = UPLOAD_MESSAGES.imageOnly,
  ): Promise<CheckedFile[]> {
    const checked: CheckedFile[] = [];
    for (const f of files) {
      const detected = await fileTypeFromBuffer(f.buffer);
      const ext = detected ? types[detected.mime] : undefined;
      if (!detected || !ext) throw AppError.badRequest(invalid);
      checked.push({
        buffer: f.buffer,
        ext,
        mime: detected.mime,
        originalName: cleanOriginalName(f.originalName, ext),
      });
    }
    return checked;
  }

  /** Refuses the whole upload if any file is not a PNG, JPEG, GIF or WEBP image by its content. */
  checkImages(files: readonly ReceivedFile[]): Promise<CheckedFile[]> {
    return this.checkFiles(files);
  }

  /**
   * Checks, stores and records the images a page shows (public: served at /files/<key>); on any failure nothing is
   * left behind.
   */
  saveImages(files: readonly ReceivedFile[], meta: UploadMeta): Promise<SavedImage[]> {
    return this.saveFiles(files, { ...meta, public: true });
  }

  /**
   * Checks the files by content against `types` (400 `invalid` otherwise), then stores and records them under the
   * member's daily quota (`store`). The call for any module that takes a member's files, e.g. the certificate:
   * `uploads.saveFiles([file], { menuType: 'mypage', contentsType: 'certificate', userId }, CERTIFICATE_TYPES,
   * AUTH_MESSAGES.certificateFileInvalid)`.
   */
  async saveFiles(
    files: readonly ReceivedFile[],
    meta: UploadMeta,
    types: AcceptedTypes = IMAGE_TYPES,
    invalid: string = UPLOAD_MESSAGES.imageOnly,
  ): Promise<SavedImage[]> {
    return this.store(await this.checkFiles(files, types, invalid), meta);
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
        publicYn: meta.public ? ('Y' as const) : ('N' as const),
      }));
      await this.repo.insertAll(rows);
      return rows.map((r) => ({ fileId: r.fileId, key: r.storageKey, url: fileUrl(r.storageKey) }));
    } catch (err) {
      await Promise.allSettled([...stored.map((key) => this.storage.delete(key)), this.quota.release(reservation)]);
      throw err;
    }
  }

  /**
   * A stored file by its id, for the domain call that decided the reader may have it (a checked download); null when
   * there is no such file. The only way a private file is read.
   */
  async open(fileId: string): Promise<OpenedFile | null> {
    const row = await this.repo.findById(fileId);
    if (!row) return null;
    const stored = await this.storage.get(row.storageKey);
    if (!stored) return null;
    return { fileNm: row.originalName, mimeType: row.mimeType, size: stored.size, stream: stored.stream };
  }

  /** POST common/{menuType}/upload/{contentsType}: one image of the member's, answered with its address. */
  async upload(user: SessionUser, params: UploadParams, files: FileSource): Promise<UploadResult> {
    const [saved] = await this.saveImages(await files(UPLOAD_FIELD.single, 1), { ...params, userId: user.userId });
    return ok(UPLOAD_MESSAGES.uploaded, { filePath: saved!.url });
  }

  /**
   * GET /files/<key>: a stored file meant for everyone, by its key; anything else — a malformed key, an unknown one,
   * a private file — is the same 404.
   */
  async file(key: string): Promise<ServedFile> {
    if (!isValidFileKey(key) || !(await this.repo.isPublic(key))) throw AppError.notFound();
    const file = await this.storage.get(key);
    if (!file) throw AppError.notFound();
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return { stream: file.stream, size: file.size, contentType: MIME_BY_EXT[ext] ?? 'application/octet-stream' };
  }
}
