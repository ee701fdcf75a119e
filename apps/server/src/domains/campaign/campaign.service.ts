import type {
  CampaignCategory,
  CampaignDetail,
  CampaignListQuery,
  CampaignState,
  CampaignSummary,
  MyCampaignApplication,
} from '@onfan/contracts/campaign';
import { CAMPAIGN_APPLY_STATUS_NAMES, CAMPAIGN_MESSAGES, CAMPAIGN_STATE_NAMES } from '@onfan/contracts/campaign';
import type { Page, PageQuery } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import { authorize } from '../../http/policy.js';
import type { Clock } from '../../lib/clock.js';
import { daysBetween, todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import { can } from './campaign.policy.js';
import type { CampaignRepository, CampaignRow } from './campaign.repository.js';

/** Where a campaign's entry stands: before its first day, until its closing instant, after it. */
export function campaignState(
  c: { entryBgngYmd: string; entryEndDt: string },
  today: string,
  nowIso: string,
): CampaignState {
  if (today < c.entryBgngYmd) return 'upcoming';
  if (nowIso >= c.entryEndDt) return 'closed';
  return 'open';
}

export class CampaignService {
  constructor(
    private readonly repo: CampaignRepository,
    private readonly clock: Clock,
  ) {}

  private now() {
    const now = this.clock.now();
    return { today: todaySeoulYmd(this.clock), nowIso: now.toISOString() };
  }

  private summary(c: CampaignRow, today: string, nowIso: string): CampaignSummary {
    const state = campaignState(c, today, nowIso);
    return {
      matchCampnId: c.matchCampnId,
      matchCampnNm: c.matchCampnNm,
      entryBgngYmd: c.entryBgngYmd,
      entryEndYmd: c.entryEndYmd,
      entryEndDt: toSeoulIso(new Date(c.entryEndDt)),
      matchCampnBgngYmd: c.matchCampnBgngYmd,
      matchCampnEndYmd: c.matchCampnEndYmd,
      gdsClsId: c.gdsClsId,
      clsNm: c.clsNm,
      rprsImgPt: c.rprsImgPt,
      state,
      stateNm: CAMPAIGN_STATE_NAMES[state],
      dday: state === 'open' ? Math.max(0, daysBetween(today, c.entryEndYmd)) : null,
    };
  }

  categories(clsLv: number): Promise<CampaignCategory[]> {
    return this.repo.categories(clsLv);
  }

  async list(q: CampaignListQuery): Promise<Page<CampaignSummary>> {
    const { today, nowIso } = this.now();
    const { rows, total } = await this.repo.list(q, today, nowIso, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((c) => this.summary(c, today, nowIso)),
      total,
      q,
    );
  }

  async view(id: number, user: SessionUser | null): Promise<CampaignDetail> {
    const c = await this.repo.find(id);
    if (!c) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
    const { today, nowIso } = this.now();
    return {
      ...this.summary(c, today, nowIso),
      matchCampnCn: c.matchCampnCn,
      imgAlt: c.imgAlt,
      rcrtCnt: c.rcrtCnt,
      closedEarly: c.closRsn !== null,
      applied: user ? await this.repo.hasApplied(id, user.userId) : false,
    };
  }

  /** One application per creator and campaign, inside the entry period; the unique constraint decides a race. */
  async apply(matchCampnId: number, user: SessionUser) {
    authorize(can(user, 'apply'), CAMPAIGN_MESSAGES.creatorOnly);
    const c = await this.repo.find(matchCampnId);
    if (!c) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
    const { today, nowIso } = this.now();
    const state = campaignState(c, today, nowIso);
    if (state === 'upcoming') throw AppError.badRequest(CAMPAIGN_MESSAGES.notStarted);
    if (state === 'closed') throw AppError.badRequest(CAMPAIGN_MESSAGES.closed);
    const campnAplyId = await this.repo.insertApplication(matchCampnId, user.userId, nowIso);
    if (campnAplyId === null) throw AppError.conflict(CAMPAIGN_MESSAGES.alreadyApplied);
    return ok(CAMPAIGN_MESSAGES.applied, { campnAplyId });
  }

  async myApplications(user: SessionUser, q: PageQuery): Promise<Page<MyCampaignApplication>> {
    const { rows, total } = await this.repo.applications(user.userId, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => ({
        campnAplyId: r.campnAplyId,
        matchCampnId: r.matchCampnId,
        matchCampnNm: r.matchCampnNm,
        clsNm: r.clsNm,
        entryEndYmd: r.entryEndYmd,
        matchCampnBgngYmd: r.matchCampnBgngYmd,
        matchCampnEndYmd: r.matchCampnEndYmd,
        aplyStts: r.aplyStts,
        aplySttsNm: CAMPAIGN_APPLY_STATUS_NAMES[r.aplyStts],
        aplyDt: toSeoulIso(new Date(r.aplyDt)),
      })),
      total,
      q,
    );
  }
}
