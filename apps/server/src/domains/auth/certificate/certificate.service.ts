import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage } from '../../upload/storage.js';
import { cleanOriginalName } from '../../upload/upload.service.js';
import type { ReceivedFile } from '../../upload/upload.multipart.js';
import type { Certificate, CertificateStatus } from '@onfan/contracts/auth';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import type { SessionUser } from '../../../http/access.js';
import type { Clock } from '../../../lib/clock.js';
import { toSeoulIsoOrNull } from '../auth-time.js';
import { CertificateRepository } from './certificate.repository.js';

const STATUS_LABEL: Record<string, CertificateStatus> = { PENDING: '미확인', APPROVED: '승인', REJECTED: '반려' };

/**
 * For the reservation domain: does the member's certificate in force (the latest submission) stand accepted?
 * A new submission waits for a decision again, so a replaced certificate must be accepted before booking.
 */
export async function hasAcceptedCertificate(db: Kysely<DB>, userId: number): Promise<boolean> {
  const latest = await new CertificateRepository(db).latest(userId);
  return latest?.status === 'APPROVED';
}

function isCertificateMime(mime: string): boolean {
  return mime.startsWith('image/') || mime === 'application/pdf';
}

/** The small-business certificate (mypage2/selfdx): member uploads, an operator accepts or rejects. */
/** What a certificate may be, detected by content → the extension of its storage key. */
const CERTIFICATE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export class CertificateService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async get(user: SessionUser): Promise<Certificate> {
    const row = await new CertificateRepository(this.db).latest(user.userId);
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
   * POST certificate/upload: the member's file itself (multipart `uploadFile`), an image or a PDF by its content,
   * stored under a random name and submitted at once.
   */
  async uploadAndSubmit(user: SessionUser, file: ReceivedFile, storage: FileStorage) {
    const detected = await fileTypeFromBuffer(file.buffer);
    const ext = detected ? CERTIFICATE_TYPES[detected.mime] : undefined;
    if (!detected || !ext) throw AppError.badRequest(AUTH_MESSAGES.certificateFileInvalid);
    const key = await storage.put(file.buffer, ext);
    const fileId = randomUUID();
    try {
      await this.db
        .insertInto('uploadedFile')
        .values({
          fileId,
          storageKey: key,
          originalName: cleanOriginalName(file.originalName, ext),
          mimeType: detected.mime,
          sizeBytes: file.buffer.length,
          menuType: 'mypage',
          contentsType: 'certificate',
          userId: user.userId,
          regDt: this.clock.now().toISOString(),
        })
        .execute();
    } catch (err) {
      await storage.delete(key).catch(() => undefined);
      throw err;
    }
    return this.submit(user, fileId);
  }

  async submit(user: SessionUser, fileId: string) {
    const repo = new CertificateRepository(this.db);
    const file = await repo.ownFile(fileId, user.userId);
    if (!file) throw AppError.badRequest(AUTH_MESSAGES.certificateFileNotFound);
    if (!isCertificateMime(file.mimeType)) throw AppError.badRequest(AUTH_MESSAGES.certificateFileInvalid);
    await repo.insert({
      userId: user.userId,
      fileId: file.fileId,
      fileNm: file.originalName,
      submittedAt: this.clock.now().toISOString(),
    });
    return { number: 200 as const, message: AUTH_MESSAGES.certificateSubmitted };
  }

  async decide(
    operator: SessionUser,
    userId: number,
    body: { decision: 'APPROVED' | 'REJECTED'; reason?: string | null | undefined },
  ) {
    const repo = new CertificateRepository(this.db);
    const latest = await repo.latest(userId);
    if (!latest) throw AppError.notFound(AUTH_MESSAGES.certificateNotFound);
    if (latest.status !== 'PENDING') throw AppError.conflict(AUTH_MESSAGES.certificateAlreadyDecided);
    const ok = await repo.decide(latest.id, {
      status: body.decision,
      rjctRsn: body.decision === 'REJECTED' ? (body.reason ?? null) : null,
      decidedAt: this.clock.now().toISOString(),
      decidedBy: operator.userId,
    });
    if (!ok) throw AppError.conflict(AUTH_MESSAGES.certificateAlreadyDecided);
    return { number: 200 as const, message: AUTH_MESSAGES.certificateDecided };
  }
}
