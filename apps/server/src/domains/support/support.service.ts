import type { Page, PageQuery } from '@onfan/contracts/envelope';
import type {
  MssImportHistory,
  MssImportProgramme,
  MssProgramme,
  MyApplication,
  SupportDetail,
  SupportListQuery,
  SupportSummary,
  TreeMenu,
} from '@onfan/contracts/support';
import {
  SPRT_PATTN_NAMES,
  SUPPORT_FIELDS,
  SUPPORT_MESSAGES,
  SUPPORT_REGIONS,
  SUPPORT_STATUS_NAMES,
} from '@onfan/contracts/support';
import type { Kysely, Selectable } from 'kysely';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { DB, SprtBizTable } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/access.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import { sanitizeBody } from '../content/html-sanitizer.js';
import { indexDocument, removeDocument } from '../search/search-index.js';
import { dday, supportStatus } from './support-status.js';
import { SupportRepository } from './support.repository.js';

const FIELD_NAMES = new Map<string, string>(SUPPORT_FIELDS.map((f) => [f.code, f.name]));
const REGION_NAMES = new Map<string, string>(SUPPORT_REGIONS.map((r) => [r.code, r.name]));
const TARGET_NAMES: Record<string, string> = {
  ALL: '소상공인·예비창업자 누구나',
  SMB: '사업자등록을 한 소상공인',
  STARTUP: '예비창업자 및 창업 3년 이내 기업',
  CREATOR: '크리에이터·인플루언서',
};
const APPLY_STATUS_NAMES: Record<string, string> = {
  RECEIVED: '접수완료',
  REVIEW: '검토중',
  SELECTED: '선정',
  REJECTED: '미선정',
};

export interface SupportInput {
  sprtBizNm: string;
  sprtBizYr: number;
  aplyBgngYmd: string;
  aplyEndYmd: string;
  aplyUrl: string | null;
  sprtBizCn: string;
  sprtPattnDcd: '1' | '2';
  bizDesc: string;
  instNm: string;
  fldCd: string;
  rgnCd: string;
  trgtCd: string;
  prtlAplyYn: 'Y' | 'N';
  regDt?: string;
}

export class SupportService {
  private readonly repo: SupportRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {
    this.repo = new SupportRepository(db);
  }

  private today(): string {
    return todaySeoulYmd(this.clock);
  }

  summary(b: Selectable<SprtBizTable>, today: string): SupportSummary {
    const status = supportStatus(b.aplyBgngYmd, b.aplyEndYmd, today);
    return {
      sprtBizId: b.sprtBizId,
      sprtBizNm: b.sprtBizNm,
      sprtBizYr: b.sprtBizYr,
      aplyBgngYmd: b.aplyBgngYmd,
      aplyEndYmd: b.aplyEndYmd,
      aplyUrl: b.aplyUrl,
      sprtPattnDcd: b.sprtPattnDcd as '1' | '2',
      sprtPattnNm: SPRT_PATTN_NAMES[b.sprtPattnDcd as '1' | '2'],
      bizDesc: b.bizDesc,
      instNm: b.instNm,
      fldCd: b.fldCd,
      fldNm: FIELD_NAMES.get(b.fldCd) ?? '기타',
      rgnCd: b.rgnCd,
      rgnNm: REGION_NAMES.get(b.rgnCd) ?? '전국',
      status,
      statusNm: SUPPORT_STATUS_NAMES[status],
      dday: dday(b.aplyEndYmd, today),
      prtlAplyYn: b.prtlAplyYn as 'Y' | 'N',
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
    const [{ preId, nextId }, applied] = await Promise.all([
      this.repo.neighbours(id),
      user ? this.repo.hasApplied(id, user.userId) : Promise.resolve(false),
    ]);
    return {
      ...this.summary(b, this.today()),
      sprtBizCn: b.sprtBizCn,
      trgtNm: TARGET_NAMES[b.trgtCd] ?? TARGET_NAMES.ALL!,
      aplyDoneYn: applied ? 'Y' : 'N',
      preId,
      nextId,
    };
  }

  /** Applies in the portal: once per member (the database enforces it), only within the period in Seoul. */
  async apply(id: number, user: SessionUser): Promise<number> {
    const b = await this.repo.find(id);
    if (!b) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
    if (b.prtlAplyYn !== 'Y') throw AppError.badRequest(SUPPORT_MESSAGES.externalOnly);
    const today = this.today();
    if (today < b.aplyBgngYmd || today > b.aplyEndYmd) throw AppError.badRequest(SUPPORT_MESSAGES.notInPeriod);
    const aplyId = await this.repo.insertApplication(id, user.userId, this.clock.now().toISOString());
    if (aplyId === null) throw AppError.conflict(SUPPORT_MESSAGES.alreadyApplied);
    return aplyId;
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
  async recommendations(user: SessionUser) {
    const profile = await this.db
      .selectFrom('appUser')
      .select(['prtlBrno', 'compCnfmYn', 'openDay', 'compNm'])
      .where('userId', '=', user.userId)
      .executeTakeFirst();
    const today = this.today();
    const reasons = new Map<string, string>([['ALL', '누구나 신청할 수 있는 사업']]);
    if (user.userPattnCd === USER_PATTERN.creator) reasons.set('CREATOR', '크리에이터 회원 대상 사업');
    // Only a verified company counts as a registered business (its name and opening day come from the check).
    if (profile?.prtlBrno && profile.compCnfmYn === 'Y') {
      reasons.set('SMB', `${profile.compNm ?? '등록된 사업장'}에 맞는 소상공인 대상 사업`);
      if (profile.openDay && profile.openDay >= addDays(today, -3 * 365))
        reasons.set('STARTUP', '창업 3년 이내 기업 대상 사업');
    } else {
      reasons.set('STARTUP', '예비창업자 대상 사업');
    }
    const rows = await this.repo.openFor([...reasons.keys()], today, user.userId, 6);
    return rows.map((b) => ({ ...this.summary(b, today), rcmdRsn: reasons.get(b.trgtCd) ?? reasons.get('ALL')! }));
  }

  /** Creates or updates a programme and its search entry in one transaction (seed, import, operators). */
  async save(input: SupportInput, id?: number): Promise<number> {
    const now = this.clock.now().toISOString();
    const values = { ...input, sprtBizCn: sanitizeBody(input.sprtBizCn), mdfcnDt: now };
    delete values.regDt;
    return this.db.transaction().execute(async (trx) => {
      let sprtBizId = id;
      let regDt = input.regDt ?? now;
      if (sprtBizId === undefined) {
        const row = await trx
          .insertInto('sprtBiz')
          .values({ ...values, regDt })
          .returning('sprtBizId')
          .executeTakeFirstOrThrow();
        sprtBizId = row.sprtBizId;
      } else {
        const existing = await trx
          .selectFrom('sprtBiz')
          .select('regDt')
          .where('sprtBizId', '=', sprtBizId)
          .executeTakeFirst();
        if (!existing) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
        regDt = existing.regDt;
        await trx.updateTable('sprtBiz').set(values).where('sprtBizId', '=', sprtBizId).execute();
      }
      await indexDocument(trx, {
        type: 'support',
        id: sprtBizId,
        tit: input.sprtBizNm,
        body: `${input.instNm} ${input.bizDesc} ${values.sprtBizCn}`,
        url: `/support/${sprtBizId}/view`,
        regDt: toSeoulIso(new Date(regDt)),
      });
      return sprtBizId;
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await removeDocument(trx, 'support', id);
      await trx.deleteFrom('sprtBiz').where('sprtBizId', '=', id).execute();
    });
  }

  /* MSS feed */
  private mss(r: Selectable<DB['mssSprtBiz']>, today: string): MssProgramme {
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

  async mssList(q: PageQuery & { searchTerm?: string | undefined }): Promise<Page<MssProgramme>> {
    const today = this.today();
    const { rows, total } = await this.repo.mssList(q.searchTerm || undefined, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => this.mss(r, today)),
      total,
      q,
    );
  }

  /**
   * The member's own business number, but only once its company check passed (compCnfmYn 'Y'): a number typed into
   * the profile without the check (isCompCheck 'N') is not proof of anything and must not open a company's records.
   */
  private async verifiedBrno(userId: number): Promise<{ stored: string | null; verified: string | null }> {
    const own = await this.db
      .selectFrom('appUser')
      .select(['prtlBrno', 'compCnfmYn'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    const stored = own?.prtlBrno ?? null;
    return { stored, verified: stored && own?.compCnfmYn === 'Y' ? stored : null };
  }

  /**
   * A company's MSS support history. Members see only their own verified company (a `brno` naming any other company
   * is refused with 403); operators may name any company.
   */
  async companyHistory(user: SessionUser, brno?: string) {
    const own = await this.verifiedBrno(user.userId);
    let target: string;
    if (user.userPattnCd === USER_PATTERN.operator) {
      const chosen = brno ?? own.verified;
      if (!chosen) throw AppError.badRequest(SUPPORT_MESSAGES.noBrno);
      target = chosen;
    } else {
      if (!own.stored) throw AppError.forbidden(SUPPORT_MESSAGES.noBrno);
      if (brno !== undefined && brno !== own.stored) throw AppError.forbidden(SUPPORT_MESSAGES.otherCompany);
      if (!own.verified) throw AppError.forbidden(SUPPORT_MESSAGES.companyNotVerified);
      target = own.verified;
    }
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
    await this.db.transaction().execute(async (trx) => {
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
