import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { AUTH_MESSAGES, type CertificateStatus } from '@onfan/contracts/auth';
import type {
  CertificateDecisionBody,
  CertificateReviewQuery,
  CertificateReviewRow,
} from '@onfan/contracts/auth.admin';
import type { Page } from '@onfan/contracts/envelope';
import { maskName } from '@onfan/contracts/mask';
import type { RunInTransaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import { toPage } from '../../../http/paging.js';
import type { Clock } from '../../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../../admin/console-records.js';
import type { OpenedFile } from '../../upload/upload.service.js';
import { toSeoulIso, toSeoulIsoOrNull } from '../auth-time.js';
import type { NotificationOutbox } from '../notification/outbox.js';
import { CertificateRepository } from './certificate.repository.js';
import type { CertificateFiles } from './certificate.service.js';

const STATUS_LABEL: Record<CertificateReviewRow['statusCd'], CertificateStatus> = {
  PENDING: '미확인',
  APPROVED: '승인',
  REJECTED: '반려',
};

/** The console screen the access log names for this desk. */
export const CERTIFICATE_SCREEN = '소상공인 확인서 검토';

/**
 * The console's certificate queue (decision 034): each member's submission in force, its file viewed (logged as a
 * read of the member's personal data), and the decision — on the submission the operator read, or refused as a stale
 * copy — kept in the audit and the access log and told to the member by text message through the outbox.
 */
export class CertificateReviewService {
  constructor(
    private readonly repo: CertificateRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly outbox: NotificationOutbox,
    private readonly uploads: CertificateFiles,
  ) {}

  async queue(q: CertificateReviewQuery): Promise<Page<CertificateReviewRow>> {
    const { items, total } = await this.repo.queue(q);
    return toPage(
      items.map((r) => ({
        certId: r.id,
        userId: r.userId,
        lgnId: r.lgnId,
        userNm: maskName(r.userNm),
        fileNm: r.fileNm,
        mimeType: r.mimeType ?? null,
        statusCd: r.status,
        status: STATUS_LABEL[r.status],
        rjctRsn: r.rjctRsn,
        submittedAt: toSeoulIso(r.submittedAt),
        decidedAt: toSeoulIsoOrNull(r.decidedAt),
        decidedByNm: r.decidedByNm ?? null,
      })),
      total,
      q,
    );
  }

  /** The file of this submission only; the read is logged before the file leaves. */
  async file(actor: ConsoleActor, certId: number): Promise<OpenedFile> {
    const row = await this.repo.byId(certId);
    const file = row?.fileId ? await this.uploads.open(row.fileId) : null;
    if (!row || !file) throw AppError.notFound(AUTH_MESSAGES.certificateNotFound);
    await this.records.access(actor, {
      subjectUserId: row.userId,
      kind: 'VIEW',
      screen: CERTIFICATE_SCREEN,
      detail: `소상공인 확인서 파일(${row.fileNm ?? file.fileNm})`,
    });
    return { ...file, fileNm: row.fileNm ?? file.fileNm };
  }

  async decide(actor: ConsoleActor, certId: number, body: CertificateDecisionBody) {
    const now = this.clock.now().toISOString();
    const approved = body.decision === 'APPROVED';
    const reason = approved ? null : (body.reason ?? null);
    const sent = await this.transaction(async (trx) => {
      const repo = new CertificateRepository(trx);
      const row = await repo.byId(certId);
      if (!row) throw AppError.notFound(AUTH_MESSAGES.certificateNotFound);
      // Only the submission in force, still waiting: another since, or a decision first, makes this copy stale.
      const latest = await repo.latest(row.userId);
      if (latest?.id !== certId || row.status !== 'PENDING') throw AppError.staleCopy();
      const decided = await repo.decide(certId, {
        status: body.decision,
        rjctRsn: reason,
        decidedAt: now,
        decidedBy: actor.user.userId,
      });
      if (!decided) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'certificate',
          targetId: certId,
          action: body.decision,
          before: { status: row.status },
          after: { status: body.decision, rjctRsn: reason },
        },
        trx,
      );
      await this.records.access(
        actor,
        {
          subjectUserId: row.userId,
          kind: 'CHANGE',
          screen: CERTIFICATE_SCREEN,
          detail: approved ? '소상공인 확인서 승인' : '소상공인 확인서 반려',
        },
        trx,
      );
      // Text only where the member has a mobile number; the in-app notification either way.
      return this.outbox.enqueue(
        {
          channel: 'SMS',
          recipient: row.mblNo,
          userId: row.userId,
          kind: 'CERTIFICATE_DECIDED',
          link: '/mypage2/selfdx',
          body: approved
            ? '[온판] 소상공인 확인서가 승인되었습니다. 이제 스튜디오와 공간을 예약할 수 있습니다.'
            : `[온판] 소상공인 확인서가 반려되었습니다. 사유: ${reason ?? ''} 마이페이지에서 다시 등록해 주세요.`,
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
    return ok(approved ? ADMIN_MESSAGES.certificateApproved : ADMIN_MESSAGES.certificateRejected);
  }
}
