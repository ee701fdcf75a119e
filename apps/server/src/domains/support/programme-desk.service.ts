import type { Page } from '@onfan/contracts/envelope';
import { maskName, maskPhone } from '@onfan/contracts/mask';
import type { ApplyStatus, SupportRegionCode } from '@onfan/contracts/support';
import {
  APPLY_STATUS_NAMES,
  SPRT_PATTN_NAMES,
  SUPPORT_MESSAGES,
  SUPPORT_REGIONS,
  SUPPORT_STATUS_NAMES,
} from '@onfan/contracts/support';
import type {
  ApplicantPersonal,
  ApplicationExportQuery,
  ApplicationMove,
  ApplicationQuery,
  ApplicationRow,
  ProgrammeAdminDetail,
  ProgrammeAdminQuery,
  ProgrammeAdminRow,
  ProgrammeClose,
  ProgrammeForm,
  ProgrammeUpdate,
} from '@onfan/contracts/support.admin';
import { APPLY_MOVES, MAX_PROGRAMME_ATTACHMENTS, SUPPORT_ADMIN_MESSAGES } from '@onfan/contracts/support.admin';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import { SPREADSHEET_TYPES, toSpreadsheet } from '../../http/spreadsheet.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { ProgrammeDeskRepository } from './programme-desk.repository.js';
import { supportStatus } from './support-status.js';
import type { SprtBizRow } from './support.repository.js';
import type { ProgrammeFiles, SupportInput, SupportService } from './support.service.js';
import { SupportRepository } from './support.repository.js';
import type { FileSource } from '../upload/upload.multipart.js';
import { DOCUMENT_TYPES, type AcceptedTypes } from '../upload/upload.service.js';
import { UPLOAD_FIELD } from '@onfan/contracts/upload';

/** What a programme may carry, detected by content → the extension of its storage key. */
export const PROGRAMME_ATTACHMENT_TYPES: AcceptedTypes = {
  ...DOCUMENT_TYPES,
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The console screen the access log names for this desk. */
export const PROGRAMME_SCREEN = '지원사업 신청 관리';

const REGION_NAMES = new Map<string, string>(SUPPORT_REGIONS.map((r) => [r.code, r.name]));

/** The programme as the audit keeps it (the body is long: its length stands for it). */
function auditView(b: SprtBizRow) {
  return {
    sprtBizNm: b.sprtBizNm,
    sprtPattnDcd: b.sprtPattnDcd,
    rgnCd: b.rgnCd,
    fldCd: b.fldCd,
    trgtCd: b.trgtCd,
    instNm: b.instNm,
    bizDesc: b.bizDesc,
    sprtBizCnLength: b.sprtBizCn.length,
    aplyBgngYmd: b.aplyBgngYmd,
    aplyEndYmd: b.aplyEndYmd,
    prtlAplyYn: b.prtlAplyYn,
    aplyUrl: b.aplyUrl,
    closRsn: b.closRsn,
  };
}

function inputOf(f: ProgrammeForm): SupportInput {
  return {
    sprtBizNm: f.sprtBizNm,
    sprtBizYr: Number(f.aplyBgngYmd.slice(0, 4)),
    aplyBgngYmd: f.aplyBgngYmd,
    aplyEndYmd: f.aplyEndYmd,
    // An in-portal application has no outside address; an external one always has one.
    aplyUrl: f.prtlAplyYn === 'Y' ? null : f.aplyUrl || null,
    sprtBizCn: f.sprtBizCn,
    sprtPattnDcd: f.sprtPattnDcd,
    bizDesc: f.bizDesc,
    instNm: f.instNm,
    fldCd: f.fldCd as SupportInput['fldCd'],
    rgnCd: f.rgnCd as SupportRegionCode,
    trgtCd: f.trgtCd,
    prtlAplyYn: f.prtlAplyYn,
  };
}

/**
 * The stamp a change leaves: now, or just after the copy when the clock has not moved past it (two changes within a
 * millisecond must still leave different copies, or the second desk's stale copy would pass).
 */
function nextStamp(now: Date, copy: string): string {
  const after = Date.parse(copy);
  return Number.isNaN(after) || now.getTime() > after ? now.toISOString() : new Date(after + 1).toISOString();
}

const EXPORT_HEADERS = [
  '신청번호',
  '아이디',
  '이름',
  '휴대폰',
  '이메일',
  '회사명',
  '사업자등록번호',
  '신청일시',
  '상태',
  '상태 사유',
] as const;

/**
 * The support programmes desk (issue 37, decision 034): programmes written and changed on the copy read, each change
 * with its audit row and its search entry in one transaction; applications listed masked, an applicant's record opened
 * as a logged 조회, each moved along 접수 → 검토 중 → 선정 / 미선정 with the audit, a 변경 access row and a text message
 * through the outbox; the export written to the access log with its reason and row count before the file is made.
 */
export class ProgrammeDeskService {
  constructor(
    private readonly db: Executor,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly outbox: NotificationOutbox,
    private readonly support: SupportService,
    private readonly files: ProgrammeFiles,
  ) {}

  private today(): string {
    return todaySeoulYmd(this.clock);
  }

  async programmes(q: ProgrammeAdminQuery): Promise<Page<ProgrammeAdminRow>> {
    const today = this.today();
    const { items, total } = await new ProgrammeDeskRepository(this.db).programmes(q, today);
    return toPage(
      items.map((b) => {
        const status = supportStatus(b.aplyBgngYmd, b.aplyEndYmd, today);
        return {
          sprtBizId: b.sprtBizId,
          sprtBizNm: b.sprtBizNm,
          sprtPattnDcd: b.sprtPattnDcd,
          sprtPattnNm: SPRT_PATTN_NAMES[b.sprtPattnDcd],
          instNm: b.instNm,
          rgnNm: REGION_NAMES.get(b.rgnCd) ?? '전국',
          aplyBgngYmd: b.aplyBgngYmd,
          aplyEndYmd: b.aplyEndYmd,
          status,
          statusNm: SUPPORT_STATUS_NAMES[status],
          prtlAplyYn: b.prtlAplyYn,
          aplyCnt: Number(b.aplyCnt ?? 0),
          closRsn: b.closRsn,
          regDt: toSeoulIso(new Date(b.regDt)),
        };
      }),
      total,
      q,
    );
  }

  async programme(id: number): Promise<ProgrammeAdminDetail> {
    const b = await new ProgrammeDeskRepository(this.db).programme(id);
    if (!b) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
    const status = supportStatus(b.aplyBgngYmd, b.aplyEndYmd, this.today());
    return {
      sprtBizId: b.sprtBizId,
      sprtBizNm: b.sprtBizNm,
      sprtPattnDcd: b.sprtPattnDcd,
      rgnCd: b.rgnCd,
      fldCd: b.fldCd,
      trgtCd: b.trgtCd,
      instNm: b.instNm,
      bizDesc: b.bizDesc,
      sprtBizCn: b.sprtBizCn,
      aplyBgngYmd: b.aplyBgngYmd,
      aplyEndYmd: b.aplyEndYmd,
      prtlAplyYn: b.prtlAplyYn,
      aplyUrl: b.aplyUrl,
      status,
      statusNm: SUPPORT_STATUS_NAMES[status],
      closRsn: b.closRsn,
      closDt: b.closDt ? toSeoulIso(new Date(b.closDt)) : null,
      atchFiles: await this.support.attachments(id, new SupportRepository(this.db)),
      regDt: toSeoulIso(new Date(b.regDt)),
      updtDt: b.mdfcnDt,
    };
  }

  /** A new programme: its row, its search entry and the audit row, in one transaction. */
  async create(actor: ConsoleActor, form: ProgrammeForm) {
    const input = inputOf(form);
    const sprtBizId = await this.uniqueName(() =>
      this.transaction(async (trx) => {
        const repo = new ProgrammeDeskRepository(trx);
        if (await repo.nameTaken(input.sprtBizYr, input.sprtBizNm)) {
          throw AppError.conflict(SUPPORT_ADMIN_MESSAGES.duplicateName);
        }
        const id = await this.support.saveOn(trx, input);
        const after = await repo.programme(id);
        await this.records.audit(
          actor,
          {
            targetKind: 'support-programme',
            targetId: id,
            action: 'CREATE',
            before: null,
            after: after && auditView(after),
          },
          trx,
        );
        return id;
      }),
    );
    return ok(SUPPORT_ADMIN_MESSAGES.created, { sprtBizId });
  }

  /** An edit on the copy read (`updtDt`): a stale copy is refused and nothing changes. */
  async update(actor: ConsoleActor, id: number, body: ProgrammeUpdate) {
    const { updtDt, ...form } = body;
    const input = inputOf(form);
    await this.uniqueName(() =>
      this.transaction(async (trx) => {
        const repo = new ProgrammeDeskRepository(trx);
        const before = await repo.programme(id);
        if (!before) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
        const stamp = nextStamp(this.clock.now(), updtDt);
        if (!(await repo.claimProgramme(id, updtDt, stamp))) throw AppError.staleCopy();
        if (await repo.nameTaken(input.sprtBizYr, input.sprtBizNm, id)) {
          throw AppError.conflict(SUPPORT_ADMIN_MESSAGES.duplicateName);
        }
        // A programme closed early stays closed: its period is fixed, and an edit changes the rest.
        if (before.closRsn && (input.aplyBgngYmd !== before.aplyBgngYmd || input.aplyEndYmd !== before.aplyEndYmd)) {
          throw AppError.conflict(SUPPORT_ADMIN_MESSAGES.closedPeriodFixed);
        }
        await this.support.saveOn(trx, input, id, stamp);
        const after = await repo.programme(id);
        await this.records.audit(
          actor,
          {
            targetKind: 'support-programme',
            targetId: id,
            action: 'UPDATE',
            before: auditView(before),
            after: after && auditView(after),
          },
          trx,
        );
      }),
    );
    return ok(SUPPORT_ADMIN_MESSAGES.updated, { sprtBizId: id });
  }

  /**
   * Closes the programme's applications now: the period ends the day before today (Seoul), so the public pages, the
   * apply call and search all see it closed; the reason and the time are kept, the period before in the audit.
   */
  async close(actor: ConsoleActor, id: number, body: ProgrammeClose) {
    const now = this.clock.now().toISOString();
    const today = this.today();
    await this.transaction(async (trx) => {
      const repo = new ProgrammeDeskRepository(trx);
      const before = await repo.programme(id);
      if (!before) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
      const stamp = nextStamp(this.clock.now(), body.updtDt);
      if (!(await repo.claimProgramme(id, body.updtDt, stamp))) throw AppError.staleCopy();
      if (before.aplyEndYmd < today) throw AppError.conflict(SUPPORT_ADMIN_MESSAGES.alreadyClosed);
      const end = addDays(today, -1);
      const period = { aplyBgngYmd: before.aplyBgngYmd < end ? before.aplyBgngYmd : end, aplyEndYmd: end };
      await repo.closeProgramme(id, { ...period, closRsn: body.reason, closDt: now });
      const after = await repo.programme(id);
      // The search entry carries the period: it must say closed too.
      await this.support.saveOn(
        trx,
        { ...inputOf(formOf(after!)), sprtBizYr: before.sprtBizYr, regDt: after!.regDt },
        id,
      );
      await this.records.audit(
        actor,
        {
          targetKind: 'support-programme',
          targetId: id,
          action: 'CLOSE',
          before: { aplyBgngYmd: before.aplyBgngYmd, aplyEndYmd: before.aplyEndYmd },
          after: { ...period, closRsn: body.reason },
        },
        trx,
      );
    });
    return ok(SUPPORT_ADMIN_MESSAGES.closed);
  }

  /**
   * Attaches a file (a 공고문, a form to fill in): checked by content, stored privately (read through the programme's
   * download call), with the audit row; at most MAX_PROGRAMME_ATTACHMENTS.
   */
  async addAttachment(actor: ConsoleActor, id: number, files: FileSource) {
    const repo = new SupportRepository(this.db);
    await this.existing(id);
    if ((await repo.attachments(id)).length >= MAX_PROGRAMME_ATTACHMENTS) {
      throw AppError.badRequest(SUPPORT_ADMIN_MESSAGES.tooManyAttachments(MAX_PROGRAMME_ATTACHMENTS));
    }
    const [file] = await files(UPLOAD_FIELD.single, 1);
    const [saved] = await this.files.saveFiles(
      [file!],
      { menuType: 'support', contentsType: 'atch', userId: actor.user.userId },
      PROGRAMME_ATTACHMENT_TYPES,
      SUPPORT_ADMIN_MESSAGES.attachmentType,
    );
    await this.transaction(async (trx) => {
      await new SupportRepository(trx).addAttachment(id, saved!.fileId, this.clock.now().toISOString());
      await this.records.audit(
        actor,
        {
          targetKind: 'support-programme',
          targetId: id,
          action: 'ATTACH',
          before: null,
          after: { fileId: saved!.fileId, fileNm: file!.originalName },
        },
        trx,
      );
    });
    return ok(SUPPORT_ADMIN_MESSAGES.attachmentAdded);
  }

  async removeAttachment(actor: ConsoleActor, id: number, fileId: string) {
    await this.transaction(async (trx) => {
      const repo = new SupportRepository(trx);
      const before = (await repo.attachments(id)).find((a) => a.fileId === fileId);
      if (!before || !(await repo.removeAttachment(id, fileId))) {
        throw AppError.notFound(SUPPORT_MESSAGES.attachmentNotFound);
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'support-programme',
          targetId: id,
          action: 'DETACH',
          before: { fileId, fileNm: before.originalName },
          after: null,
        },
        trx,
      );
    });
    return ok(SUPPORT_ADMIN_MESSAGES.attachmentRemoved);
  }

  /** A unique-index refusal that slipped past the check (two desks at once) is the same clear 409. */
  private async uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(SUPPORT_ADMIN_MESSAGES.duplicateName);
      throw err;
    }
  }

  private async existing(id: number): Promise<SprtBizRow> {
    const b = await new ProgrammeDeskRepository(this.db).programme(id);
    if (!b) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
    return b;
  }

  async applications(sprtBizId: number, q: ApplicationQuery): Promise<Page<ApplicationRow>> {
    await this.existing(sprtBizId);
    const { pageNo, pageSize, sort, order, ...filters } = q;
    const { items, total } = await new ProgrammeDeskRepository(this.db).applications(sprtBizId, filters, {
      pageNo,
      pageSize,
      sort,
      order,
    });
    return toPage(
      items.map((a) => ({
        aplyId: a.aplyId,
        userId: a.userId,
        lgnId: a.lgnId,
        userNm: maskName(a.userNm),
        mblNo: maskPhone(a.mblNo),
        compNm: a.compNm,
        aplyStts: a.aplyStts,
        aplySttsNm: APPLY_STATUS_NAMES[a.aplyStts],
        sttsRsn: a.sttsRsn,
        aplyDt: toSeoulIso(new Date(a.aplyDt)),
        updtDt: a.mdfcnDt ?? a.aplyDt,
      })),
      total,
      q,
    );
  }

  /** The applicant's unmasked record: logged as a 조회 of this member's data before it is answered. */
  async applicant(actor: ConsoleActor, aplyId: number): Promise<ApplicantPersonal> {
    const a = await new ProgrammeDeskRepository(this.db).application(aplyId);
    if (!a) throw AppError.notFound(SUPPORT_ADMIN_MESSAGES.applicationNotFound);
    await this.records.access(actor, {
      subjectUserId: a.userId,
      kind: 'VIEW',
      screen: PROGRAMME_SCREEN,
      detail: `지원사업 신청자 개인정보(이름, 휴대폰, 이메일, 회사, 사업자등록번호): ${a.sprtBizNm} 신청 ${aplyId}번`,
    });
    return { userNm: a.userNm, mblNo: a.mblNo, userEmail: a.userEmail, compNm: a.compNm, prtlBrno: a.prtlBrno };
  }

  /** One move of an application along 접수 → 검토 중 → 선정 / 미선정, on the copy read; the member is told by text. */
  async move(actor: ConsoleActor, aplyId: number, body: ApplicationMove) {
    const to: ApplyStatus = body.to;
    const reason = body.reason || null;
    const sent = await this.transaction(async (trx) => {
      const repo = new ProgrammeDeskRepository(trx);
      const a = await repo.application(aplyId);
      if (!a) throw AppError.notFound(SUPPORT_ADMIN_MESSAGES.applicationNotFound);
      if ((a.mdfcnDt ?? a.aplyDt) !== body.updtDt) throw AppError.staleCopy();
      if (!APPLY_MOVES[a.aplyStts].includes(to)) {
        throw AppError.conflict(
          SUPPORT_ADMIN_MESSAGES.illegalMove(APPLY_STATUS_NAMES[a.aplyStts], APPLY_STATUS_NAMES[to]),
        );
      }
      const moved = await repo.moveApplication(aplyId, body.updtDt, a.aplyStts, {
        aplyStts: to,
        sttsRsn: reason,
        mdfcnDt: nextStamp(this.clock.now(), body.updtDt),
      });
      if (!moved) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'support-application',
          targetId: aplyId,
          action: to,
          before: { aplyStts: a.aplyStts, sttsRsn: a.sttsRsn },
          after: { aplyStts: to, sttsRsn: reason },
        },
        trx,
      );
      await this.records.access(
        actor,
        {
          subjectUserId: a.userId,
          kind: 'CHANGE',
          screen: PROGRAMME_SCREEN,
          detail: `지원사업 신청 상태 변경(${APPLY_STATUS_NAMES[a.aplyStts]} → ${APPLY_STATUS_NAMES[to]}): ${a.sprtBizNm}`,
        },
        trx,
      );
      // Text only where the member has a mobile number; the in-app notification either way.
      return this.outbox.enqueue(
        {
          channel: 'SMS',
          recipient: a.mblNo,
          userId: a.userId,
          kind: 'SUPPORT_APPLICATION_MOVED',
          body: smsBody(a.sprtBizNm, to, reason),
          link: '/mypage/support',
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
    return ok(SUPPORT_ADMIN_MESSAGES.moved(APPLY_STATUS_NAMES[to]));
  }

  /**
   * The applications as a file. The access log's 다운로드 row (reason, row count, format) is written before the file
   * is made: a file that leaves is always accounted for.
   */
  async export(actor: ConsoleActor, sprtBizId: number, q: ApplicationExportQuery) {
    const b = await this.existing(sprtBizId);
    const { format, reason, ...filters } = q;
    const rows = await new ProgrammeDeskRepository(this.db).allApplications(sprtBizId, filters);
    await this.records.access(actor, {
      subjectUserId: null,
      kind: 'DOWNLOAD',
      screen: PROGRAMME_SCREEN,
      detail: `지원사업 신청 목록 ${format.toUpperCase()} ${rows.length}건: ${b.sprtBizNm}`,
      reason,
    });
    const content = await toSpreadsheet(format, {
      name: '신청 목록',
      headers: EXPORT_HEADERS,
      rows: rows.map((a) => [
        String(a.aplyId),
        a.lgnId,
        a.userNm,
        a.mblNo,
        a.userEmail,
        a.compNm,
        a.prtlBrno,
        toSeoulIso(new Date(a.aplyDt)),
        APPLY_STATUS_NAMES[a.aplyStts],
        a.sttsRsn,
      ]),
    });
    return {
      content,
      mimeType: SPREADSHEET_TYPES[format],
      fileNm: `지원사업 신청 목록_${b.sprtBizNm}_${this.today()}.${format}`,
    };
  }
}

function formOf(b: SprtBizRow): ProgrammeForm {
  return {
    sprtBizNm: b.sprtBizNm,
    sprtPattnDcd: b.sprtPattnDcd,
    rgnCd: b.rgnCd,
    fldCd: b.fldCd,
    trgtCd: b.trgtCd,
    instNm: b.instNm,
    bizDesc: b.bizDesc,
    sprtBizCn: b.sprtBizCn,
    aplyBgngYmd: b.aplyBgngYmd,
    aplyEndYmd: b.aplyEndYmd,
    prtlAplyYn: b.prtlAplyYn,
    aplyUrl: b.aplyUrl,
  };
}

function smsBody(sprtBizNm: string, to: ApplyStatus, reason: string | null): string {
  switch (to) {
    case 'REVIEW':
      return `[온판] '${sprtBizNm}' 신청을 검토하고 있습니다. 결과는 마이페이지에서 확인할 수 있습니다.`;
    case 'SELECTED':
      return `[온판] '${sprtBizNm}' 지원사업에 선정되었습니다. 마이페이지에서 확인해 주세요.`;
    default:
      return `[온판] '${sprtBizNm}' 지원사업에 선정되지 않았습니다. 사유: ${reason ?? ''}`;
  }
}
