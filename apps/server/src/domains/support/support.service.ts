import { supportProgrammePath } from '@onfan/contracts/portal-path';
import type { Page, PageQuery } from '@onfan/contracts/envelope';
import type {
  ApplyResult,
  MssHistory,
  MssImportHistory,
  MssImportProgramme,
  MssListQuery,
  MssProgramme,
  MyApplication,
  Recommendation,
  SprtPattnDcd,
  SupportDetail,
  SupportFieldCode,
  SupportListQuery,
  SupportRegionCode,
  SupportSummary,
  SupportTarget,
  TreeMenu,
} from '@onfan/contracts/support';
import {
  APPLY_STATUS_NAMES,
  SPRT_PATTN_NAMES,
  SUPPORT_FIELDS,
  SUPPORT_MESSAGES,
  SUPPORT_REGIONS,
  SUPPORT_STATUS_NAMES,
  supportAttachmentPath,
} from '@onfan/contracts/support';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import type { Attachment } from '@onfan/contracts/content';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import { authorize, isCreator, isOperator } from '../../http/policy.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import { sanitizeBody } from '../content/html-sanitizer.js';
import { SearchIndexRepository } from '../search/search-index.repository.js';
import type { OpenedFile, UploadService } from '../upload/upload.service.js';
import { dday, supportStatus } from './support-status.js';
import { can } from './support.policy.js';
import type { MemberCompany, MssProgrammeRow, SprtBizRow } from './support.repository.js';
import { SupportRepository } from './support.repository.js';

const FIELD_NAMES = new Map<string, string>(SUPPORT_FIELDS.map((f) => [f.code, f.name]));
const REGION_NAMES = new Map<string, string>(SUPPORT_REGIONS.map((r) => [r.code, r.name]));
const TARGET_NAMES: Record<SupportTarget, string> = {
  ALL: '소상공인·예비창업자 누구나',
  SMB: '사업자등록을 한 소상공인',
  STARTUP: '예비창업자 및 창업 3년 이내 기업',
  CREATOR: '크리에이터·인플루언서',
};

/** What the support domain does with uploaded files: store an operator's attachment, open one to send it. */
export type ProgrammeFiles = Pick<UploadService, 'saveFiles' | 'open'>;

export interface SupportInput {
  sprtBizNm: string;
  sprtBizYr: number;
  aplyBgngYmd: string;
  aplyEndYmd: string;
  aplyUrl: string | null;
  sprtBizCn: string;
  sprtPattnDcd: SprtPattnDcd;
  bizDesc: string;
  instNm: string;
  fldCd: SupportFieldCode;
  rgnCd: SupportRegionCode;
  trgtCd: SupportTarget;
  prtlAplyYn: 'Y' | 'N';
  regDt?: string;
}

export class SupportService {
  constructor(
    private readonly repo: SupportRepository,
    private readonly clock: Clock,
    private readonly transaction: RunInTransaction,
  ) {}

  private today(): string {
    return todaySeoulYmd(this.clock);
  }

  summary(b: SprtBizRow, today: string): SupportSummary {
    const status = supportStatus(b.aplyBgngYmd, b.aplyEndYmd, today);
    return {
      sprtBizId: b.sprtBizId,
      sprtBizNm: b.sprtBizNm,
      sprtBizYr: b.sprtBizYr,
      aplyBgngYmd: b.aplyBgngYmd,
      aplyEndYmd: b.aplyEndYmd,
      aplyUrl: b.aplyUrl,
      sprtPattnDcd: b.sprtPattnDcd,
      sprtPattnNm: SPRT_PATTN_NAMES[b.sprtPattnDcd],
      bizDesc: b.bizDesc,
      instNm: b.instNm,
      fldCd: b.fldCd,
      fldNm: FIELD_NAMES.get(b.fldCd) ?? '기타',
      rgnCd: b.rgnCd,
      rgnNm: REGION_NAMES.get(b.rgnCd) ?? '전국',
      status,
      statusNm: SUPPORT_STATUS_NAMES[status],
      dday: dday(b.aplyEndYmd, today),
      prtlAplyYn: b.prtlAplyYn,
    };
  }

  async list(q: SupportListQuery): Promise<Page<SupportSummary>> {
    const today = this.today();
    const { rows, total } = await this.repo.list(q, today, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => this.summary(r, today)),
      total,
      q,
    );
  }

  async view(id: number, user: SessionUser | null): Promise<SupportDetail> {
    const b = await this.repo.find(id);
    if (!b) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
    const [{ preId, nextId }, applied, atchFiles] = await Promise.all([
      this.repo.neighbours(id),
      user ? this.repo.hasApplied(id, user.userId) : Promise.resolve(false),
      this.attachments(id),
    ]);
    return {
      ...this.summary(b, this.today()),
      sprtBizCn: b.sprtBizCn,
      trgtNm: TARGET_NAMES[b.trgtCd] ?? TARGET_NAMES.ALL,
      aplyDoneYn: applied ? 'Y' : 'N',
      atchFiles,
      preId,
      nextId,
    };
  }

  /** A programme's attachments as pages list them (downloaded through `attachment`). */
  async attachments(id: number, on: SupportRepository = this.repo): Promise<Attachment[]> {
    return (await on.attachments(id)).map((a) => ({
      fileId: a.fileId,
      fileNm: a.originalName,
      fileSize: Number(a.sizeBytes),
      downloadUrl: `/v1/app/${supportAttachmentPath(id, a.fileId)}`,
    }));
  }

  /** An attachment of a programme on the public pages: the file itself, found only through its programme. */
  async attachment(id: number, fileId: string, files: ProgrammeFiles): Promise<OpenedFile> {
    const b = await this.repo.find(id);
    if (!b) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
    const file = (await this.repo.hasAttachment(id, fileId)) ? await files.open(fileId) : null;
    if (!file) throw AppError.notFound(SUPPORT_MESSAGES.attachmentNotFound);
    return file;
  }

  /**
   * Applies in the portal: once per member (the unique constraint decides, so two simultaneous attempts make one
   * application), only within the period in Seoul.
   */
  async apply(id: number, user: SessionUser): Promise<ApplyResult> {
    const b = await this.repo.find(id);
    if (!b) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
    if (b.prtlAplyYn !== 'Y') throw AppError.badRequest(SUPPORT_MESSAGES.externalOnly);
    const today = this.today();
    if (today < b.aplyBgngYmd || today > b.aplyEndYmd) throw AppError.badRequest(SUPPORT_MESSAGES.notInPeriod);
    const aplyId = await this.repo.insertApplication(id, user.userId, this.clock.now().toISOString());
    if (aplyId === null) throw AppError.conflict(SUPPORT_MESSAGES.alreadyApplied);
    return ok(SUPPORT_MESSAGES.applied, { aplyId });
  }

  async myApplications(user: SessionUser, q: PageQuery): Promise<Page<MyApplication>> {
    const today = this.today();
    const { rows, total } = await this.repo.applications(user.userId, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => {
        const status = supportStatus(r.aplyBgngYmd, r.aplyEndYmd, today);
        return {
          aplyId: r.aplyId,
          sprtBizId: r.sprtBizId,
          sprtBizNm: r.sprtBizNm,
          instNm: r.instNm,
          aplyBgngYmd: r.aplyBgngYmd,
          aplyEndYmd: r.aplyEndYmd,
          status,
          statusNm: SUPPORT_STATUS_NAMES[status],
          aplySttsNm: APPLY_STATUS_NAMES[r.aplyStts] ?? r.aplyStts,
          aplyDt: toSeoulIso(new Date(r.aplyDt)),
        };
      }),
      total,
      q,
    );
  }

  async closingSoon(limit: number): Promise<SupportSummary[]> {
    const today = this.today();
    return (await this.repo.closingSoon(today, limit)).map((b) => this.summary(b, today));
  }

  treeMenus(): TreeMenu[] {
    const byField = (base: string, id: string) =>
      SUPPORT_FIELDS.map((f) => ({
        menuId: `${id}-${f.code}`,
        menuNm: f.name,
        path: `${base}?fld=${f.code}`,
        children: [],
      }));
    return [
      {
        menuId: 'support',
        menuNm: '전체 지원사업',
        path: '/support',
        children: [
          { menuId: 'support-open', menuNm: '접수중', path: '/support?status=open', children: [] },
          { menuId: 'support-closing', menuNm: '마감임박', path: '/support?status=closing', children: [] },
          { menuId: 'support-upcoming', menuNm: '접수예정', path: '/support?status=upcoming', children: [] },
        ],
      },
      {
        menuId: 'support1',
        menuNm: '중앙부처 지원사업',
        path: '/support1',
        children: byField('/support1', 'support1'),
      },
      {
        menuId: 'support2',
        menuNm: '지방자치단체 지원사업',
        path: '/support2',
        children: SUPPORT_REGIONS.filter((r) => r.code !== 'ALL').map((r) => ({
          menuId: `support2-${r.code}`,
          menuNm: r.name,
          path: `/support2?rgn=${r.code}`,
          children: [],
        })),
      },
      { menuId: 'smb-sales', menuNm: '소상공인 판로 지원', path: '/support/smb-sales', children: [] },
    ];
  }

  /**
   * Open programmes that fit the member: creators see creator programmes; members whose company check passed see
   * small-business ones (and start-up ones while the business is under 3 years old); others see start-up ones.
   */
  async recommendations(user: SessionUser): Promise<Recommendation[]> {
    const company = await this.repo.memberCompany(user.userId);
    const today = this.today();
    const reasons = new Map<SupportTarget, string>([['ALL', '누구나 신청할 수 있는 사업']]);
    if (isCreator(user)) reasons.set('CREATOR', '크리에이터 회원 대상 사업');
    // Only a verified company counts as a registered business (its name and opening day come from the check).
    if (company.brno && company.verified) {
      reasons.set('SMB', `${company.compNm ?? '등록된 사업장'}에 맞는 소상공인 대상 사업`);
      if (company.openDay && company.openDay >= addDays(today, -3 * 365))
        reasons.set('STARTUP', '창업 3년 이내 기업 대상 사업');
    } else {
      reasons.set('STARTUP', '예비창업자 대상 사업');
    }
    const rows = await this.repo.openFor([...reasons.keys()], today, user.userId, 6);
    return rows.map((b) => ({ ...this.summary(b, today), rcmdRsn: reasons.get(b.trgtCd) ?? reasons.get('ALL')! }));
  }

  /** Creates or updates a programme and its search entry in one transaction (seed, import, operators). */
  async save(input: SupportInput, id?: number): Promise<number> {
    return this.transaction((trx) => this.saveOn(trx, input, id));
  }

  /**
   * The same on a transaction the caller holds (the console desk writes its audit row in it): the row and its search
   * entry are written together, so search finds a new programme as soon as the transaction commits. `stamp` is the
   * modification time to leave (the desk's next copy), now by default.
   */
  async saveOn(trx: Executor, input: SupportInput, id?: number, stamp?: string): Promise<number> {
    const now = stamp ?? this.clock.now().toISOString();
    const { regDt: givenRegDt, ...fields } = input;
    const values = { ...fields, sprtBizCn: sanitizeBody(input.sprtBizCn), mdfcnDt: now };
    const repo = new SupportRepository(trx);
    let sprtBizId = id;
    let regDt = givenRegDt ?? now;
    if (sprtBizId === undefined) {
      sprtBizId = await repo.insertProgramme({ ...values, regDt });
    } else {
      const existing = await repo.programmeRegDt(sprtBizId);
      if (existing === undefined) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
      regDt = existing;
      await repo.updateProgramme(sprtBizId, values);
    }
    await new SearchIndexRepository(trx).index({
      type: 'support',
      id: sprtBizId,
      tit: input.sprtBizNm,
      body: `${input.instNm} ${input.bizDesc} ${values.sprtBizCn}`,
      url: supportProgrammePath(sprtBizId),
      regDt: toSeoulIso(new Date(regDt)),
      period: { bgngYmd: input.aplyBgngYmd, endYmd: input.aplyEndYmd },
    });
    return sprtBizId;
  }

  async remove(id: number): Promise<void> {
    await this.transaction(async (trx) => {
      await new SearchIndexRepository(trx).remove('support', id);
      await new SupportRepository(trx).deleteProgramme(id);
    });
  }

  /* MSS feed */
  private mss(r: MssProgrammeRow, today: string): MssProgramme {
    const status = supportStatus(r.reqstBgngYmd, r.reqstEndYmd, today);
    return {
      pblancId: r.pblancId,
      pblancNm: r.pblancNm,
      jrsdInsttNm: r.jrsdInsttNm,
      excInsttNm: r.excInsttNm,
      reqstBgngYmd: r.reqstBgngYmd,
      reqstEndYmd: r.reqstEndYmd,
      pblancUrl: r.pblancUrl,
      bsnsSumryCn: r.bsnsSumryCn,
      sprtFldNm: r.sprtFldNm,
      trgetNm: r.trgetNm,
      status,
      statusNm: SUPPORT_STATUS_NAMES[status],
    };
  }

  async mssList(q: MssListQuery): Promise<Page<MssProgramme>> {
    const today = this.today();
    const { rows, total } = await this.repo.mssList(q.searchTerm || undefined, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => this.mss(r, today)),
      total,
      q,
    );
  }

  /**
   * A company's MSS support history (support.policy.ts decides who reads it). Without `brno` a member asks for the
   * company of the profile and an operator for the own verified one; a member naming another company gets 403.
   */
  async companyHistory(user: SessionUser, brno?: string): Promise<MssHistory[]> {
    const own = await this.repo.memberCompany(user.userId);
    const operator = isOperator(user);
    const target = brno ?? (operator ? verifiedBrno(own) : own.brno);
    if (!target) {
      throw operator ? AppError.badRequest(SUPPORT_MESSAGES.noBrno) : AppError.forbidden(SUPPORT_MESSAGES.noBrno);
    }
    const row = { brno: target, ownBrno: own.brno, verified: own.verified };
    authorize(can(user, 'readCompanyHistory', row), historyRefusal(row));
    const rows = await this.repo.mssHistory(target);
    return rows.map((r) => ({
      histId: r.histId,
      brno: r.brno,
      pblancId: r.pblancId,
      bizNm: r.bizNm,
      sprtYmd: r.sprtYmd,
      sprtAmt: r.sprtAmt,
      sttsNm: r.sttsNm,
    }));
  }

  /** The import command's writer: upserts by id, so a re-import updates rather than duplicates. */
  async importMss(programmes: readonly MssImportProgramme[], history: readonly MssImportHistory[]): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new SupportRepository(trx);
      for (const p of programmes) {
        await repo.upsertMssProgramme({
          pblancId: p.pblancId,
          pblancNm: p.pblancNm,
          jrsdInsttNm: p.jrsdInsttNm,
          excInsttNm: p.excInsttNm ?? null,
          reqstBgngYmd: p.reqstBgngYmd,
          reqstEndYmd: p.reqstEndYmd,
          pblancUrl: p.pblancUrl ?? null,
          bsnsSumryCn: p.bsnsSumryCn ?? null,
          sprtFldNm: p.sprtFldNm ?? null,
          trgetNm: p.trgetNm ?? null,
          importedAt: now,
        });
      }
      for (const h of history) {
        await repo.upsertMssHistory({
          brno: h.brno,
          pblancId: h.pblancId ?? null,
          bizNm: h.bizNm,
          sprtYmd: h.sprtYmd,
          sprtAmt: h.sprtAmt ?? null,
          sttsNm: h.sttsNm,
          importedAt: now,
        });
      }
    });
  }
}

/** The member's business number once its company check passed; null otherwise. */
function verifiedBrno(company: MemberCompany): string | null {
  return company.brno && company.verified ? company.brno : null;
}

/** Why a member may not read a company's history: no number, another company's, or a number not yet verified. */
function historyRefusal(row: { brno: string; ownBrno: string | null }): string {
  if (!row.ownBrno) return SUPPORT_MESSAGES.noBrno;
  if (row.ownBrno !== row.brno) return SUPPORT_MESSAGES.otherCompany;
  return SUPPORT_MESSAGES.companyNotVerified;
}
