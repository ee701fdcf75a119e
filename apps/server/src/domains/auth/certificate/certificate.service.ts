import type { CertificateStatus } from '@onfan/contracts/auth';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import type { Certificate } from '@onfan/contracts/auth-certificate';
import { UPLOAD_FIELD } from '@onfan/contracts/upload';
import { AppError } from '../../../http/app-error.js';
import { authorize } from '../../../http/policy.js';
import type { SessionUser } from '../../../http/access.js';
import { ok } from '../../../http/command.js';
import type { Clock } from '../../../lib/clock.js';
import type { FileSource, ReceivedFile } from '../../upload/upload.multipart.js';
import type { AcceptedTypes, OpenedFile, UploadService } from '../../upload/upload.service.js';
import { toSeoulIsoOrNull } from '../auth-time.js';
import { can } from './certificate.policy.js';
import type { CertificateRepository } from './certificate.repository.js';

const STATUS_LABEL: Record<string, CertificateStatus> = { PENDING: '미확인', APPROVED: '승인', REJECTED: '반려' };

/** What a certificate may be, detected by content → the extension of its storage key. */
export const CERTIFICATE_TYPES: AcceptedTypes = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

function isCertificateMime(mime: string): boolean {
  return mime.startsWith('image/') || mime === 'application/pdf';
}

/** The upload module's service, as certificates use it: the member's files under the daily quota, read back. */
export type CertificateFiles = Pick<UploadService, 'saveFiles' | 'open'>;

/** The small-business certificate (mypage2/selfdx): member uploads, an operator accepts or rejects. */
export class CertificateService {
  constructor(
    private readonly repo: CertificateRepository,
    private readonly clock: Clock,
    private readonly uploads: CertificateFiles,
  ) {}

  async get(user: SessionUser): Promise<Certificate> {
    const row = await this.repo.latest(user.userId);
    if (!row) {
      return {
        status: '미제출',
        bzmnCnfmDocCnfmYn: '미제출',
        fileId: null,
        bzmnCnfmDocNm: null,
        rjctRsn: null,
        submittedAt: null,
        decidedAt: null,
      };
    }
    const status = STATUS_LABEL[row.status] ?? '미확인';
    return {
      status,
      bzmnCnfmDocCnfmYn: status,
      fileId: row.fileId,
      bzmnCnfmDocNm: row.fileNm,
      rjctRsn: row.rjctRsn,
      submittedAt: toSeoulIsoOrNull(row.submittedAt),
      decidedAt: toSeoulIsoOrNull(row.decidedAt),
    };
  }

  /**
   * For the reservation domain: does the member's certificate in force (the latest submission) stand accepted?
   * A new submission waits for a decision again, so a replaced certificate must be accepted before booking.
   */
  async hasAccepted(userId: number): Promise<boolean> {
    return (await this.repo.latest(userId))?.status === 'APPROVED';
  }

  /**
   * GET certificate/{userId}/file: the file of the member's certificate in force (the latest submission), for that
   * member and for operators (the policy's `readFile`); 404 when there is none.
   */
  async file(user: SessionUser, userId: number): Promise<OpenedFile> {
    authorize(can(user, 'readFile', { userId }), AUTH_MESSAGES.certificateFileNotYours);
    const row = await this.repo.latest(userId);
    const file = row?.fileId ? await this.uploads.open(row.fileId) : null;
    if (!file) throw AppError.notFound(AUTH_MESSAGES.certificateNotFound);
    return { ...file, fileNm: row?.fileNm ?? file.fileNm };
  }

  /** POST certificate/upload: the one file of the multipart field `uploadFile`. */
  async upload(user: SessionUser, files: FileSource) {
    const [file] = await files(UPLOAD_FIELD.single, 1);
    return this.uploadAndSubmit(user, file!);
  }

  /**
   * The member's file itself, an image or a PDF by its content, stored through the upload module (under the member's
   * daily upload quota: 413 when it is used up) and submitted at once. Also the space input page's upload.
   */
  async uploadAndSubmit(user: SessionUser, file: ReceivedFile) {
    const [saved] = await this.uploads.saveFiles(
      [file],
      { menuType: 'mypage', contentsType: 'certificate', userId: user.userId },
      CERTIFICATE_TYPES,
      AUTH_MESSAGES.certificateFileInvalid,
    );
    return this.submit(user, saved!.fileId);
  }

  async submit(user: SessionUser, fileId: string) {
    const file = await this.repo.ownFile(fileId, user.userId);
    if (!file) throw AppError.badRequest(AUTH_MESSAGES.certificateFileNotFound);
    if (!isCertificateMime(file.mimeType)) throw AppError.badRequest(AUTH_MESSAGES.certificateFileInvalid);
    await this.repo.insert({
      userId: user.userId,
      fileId: file.fileId,
      fileNm: file.originalName,
      submittedAt: this.clock.now().toISOString(),
    });
    return ok(AUTH_MESSAGES.certificateSubmitted);
  }
}
