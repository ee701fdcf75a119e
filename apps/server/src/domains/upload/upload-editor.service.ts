import type { EditorMultiUploadResult, EditorUploadResult, UploadAuth } from '@onfan/contracts/upload';
import { UPLOAD_FIELD, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { UploadTokenSigner } from './upload-token.js';
import type { FileSource } from './upload.multipart.js';
import type { UploadService, UploadMeta } from './upload.service.js';

/** The editor's calls (nhn/*): image uploads, optionally carrying the upload token, and the token itself. */
export class EditorUploadService {
  constructor(
    private readonly uploads: UploadService,
    private readonly tokens: UploadTokenSigner,
  ) {}

  /** POST nhn/upload: one image (field uploadFile). */
  async upload(
    user: SessionUser,
    token: string | string[] | undefined,
    files: FileSource,
  ): Promise<EditorUploadResult> {
    await this.checkToken(token, user.userId);
    const [saved] = await this.uploads.saveImages(await files(UPLOAD_FIELD.single, 1), this.meta(user));
    return ok(UPLOAD_MESSAGES.uploaded, { url: saved!.url });
  }

  /** POST nhn/multi-upload: up to four images (field uploadFiles), all or none. */
  async uploadMany(
    user: SessionUser,
    token: string | string[] | undefined,
    files: FileSource,
  ): Promise<EditorMultiUploadResult> {
    await this.checkToken(token, user.userId);
    const saved = await this.uploads.saveImages(
      await files(UPLOAD_FIELD.multiple, UPLOAD_LIMITS.maxFiles),
      this.meta(user),
    );
    return ok(UPLOAD_MESSAGES.uploaded, { urls: saved.map((s) => s.url) });
  }

  /** GET nhn/upload-auth: a token bound to the member, for an hour. */
  async auth(user: SessionUser): Promise<UploadAuth> {
    const { token, expiresAt } = await this.tokens.issue(user.userId);
    return { token, expiresAt: toSeoulIso(expiresAt) };
  }

  /** Editor calls may carry the upload token; when they do it must be valid and belong to the session's member. */
  private async checkToken(raw: string | string[] | undefined, userId: number): Promise<void> {
    if (raw === undefined) return;
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || !(await this.tokens.verify(token, userId))) throw AppError.unauthorized(UPLOAD_MESSAGES.tokenInvalid);
  }

  private meta(user: SessionUser): UploadMeta {
    return { menuType: 'editor', contentsType: 'editor', userId: user.userId };
  }
}
