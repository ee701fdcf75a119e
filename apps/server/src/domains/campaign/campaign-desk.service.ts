import type {
  CampaignApplicant,
  CampaignApplicantQuery,
  CampaignClose,
  CampaignDecision,
  CampaignDeskDetail,
  CampaignDeskQuery,
  CampaignDeskRow,
  CampaignEdit,
  CampaignForm,
} from '@onfan/contracts/campaign.admin';
import { CAMPAIGN_DESK_MESSAGES } from '@onfan/contracts/campaign.admin';
import { CAMPAIGN_APPLY_STATUS_NAMES, CAMPAIGN_MESSAGES, CAMPAIGN_STATE_NAMES } from '@onfan/contracts/campaign';
import type { Page } from '@onfan/contracts/envelope';
import { maskName } from '@onfan/contracts/mask';
import { UPLOAD_FIELD } from '@onfan/contracts/upload';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd, toSeoulIso, ymdToDate } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { FileSource } from '../upload/upload.multipart.js';
import type { UploadService } from '../upload/upload.service.js';
import { fitImages, type ImageBox } from '../upload/image-fit.js';
import type { CampaignWrite } from './campaign-desk.repository.js';
import { CampaignDeskRepository } from './campaign-desk.repository.js';
import { campaignState } from './campaign.service.js';

/** The console screen the access log names for this desk. */
export const CAMPAIGN_SCREEN = '캠페인 신청자 관리';

/** What the desk needs of the upload module: public pictures, checked by content. */
export type CampaignPictures = Pick<UploadService, 'checkImages' | 'store'>;

/** The campaign page's picture: 16:9 in the detail's column (at most 640 CSS pixels), at twice the density. */
const PICTURE_BOX: ImageBox = { width: 1280, height: 720 };

/** The instant entry closes: the end (23:59:59 KST) of the last Seoul day, as ISO 8601 UTC. */
function endOfSeoulDay(ymd: string): string {
  return new Date(ymdToDate(addDays(ymd, 1)).getTime() - 1000).toISOString();
}

/** The stamp a change leaves: now, or just after the copy when the clock has not moved past it. */
function nextStamp(now: Date, copy: string): string {
  const after = Date.parse(copy);
  return Number.isNaN(after) || now.getTime() > after ? now.toISOString() : new Date(after + 1).toISOString();
}

function writeOf(f: CampaignForm): CampaignWrite {
  return {
    matchCampnNm: f.matchCampnNm,
    matchCampnCn: f.matchCampnCn,
    gdsClsId: f.gdsClsId,
    entryBgngYmd: f.entryBgngYmd,
    entryEndYmd: f.entryEndYmd,
    entryEndDt: endOfSeoulDay(f.entryEndYmd),
    matchCampnBgngYmd: f.matchCampnBgngYmd,
    matchCampnEndYmd: f.matchCampnEndYmd,
    rcrtCnt: f.rcrtCnt,
    rprsImgPt: f.rprsImgPt,
    imgAlt: f.rprsImgPt ? f.imgAlt : null,
  };
}

type Row = NonNullable<Awaited<ReturnType<CampaignDeskRepository['campaign']>>>;

/** The campaign as the audit keeps it (the description is long: its length stands for it). */
function auditView(c: Row | CampaignWrite) {
  return {
    matchCampnNm: c.matchCampnNm,
    gdsClsId: c.gdsClsId,
    entryBgngYmd: c.entryBgngYmd,
    entryEndYmd: c.entryEndYmd,
    matchCampnBgngYmd: c.matchCampnBgngYmd,
    matchCampnEndYmd: c.matchCampnEndYmd,
    matchCampnCnLength: c.matchCampnCn.length,
    rcrtCnt: c.rcrtCnt,
    rprsImgPt: c.rprsImgPt,
    imgAlt: c.imgAlt,
  };
}

const CHANNELS = [
  ['유튜브', 'ytbChnlUrl'],
  ['인스타그램', 'instgrmUrl'],
  ['페이스북', 'fcbkUrl'],
  ['네이버', 'navrUrl'],
] as const;

/**
 * The campaigns desk (issue 38, decision 034): campaigns written, edited and closed early on the copy read, each
 * change with its audit row in its transaction; applicants listed masked with their foothold and channels, each
 * selected or declined with a reason — a selection takes one of the places left by a conditional UPDATE, so the
 * campaign never has more selected creators than it wants — and the creator told through the outbox.
 */
export class CampaignDeskService {
  constructor(
    private readonly db: Executor,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly outbox: NotificationOutbox,
    private readonly pictures: CampaignPictures,
  ) {}

  private now() {
    return { today: todaySeoulYmd(this.clock), nowIso: this.clock.now().toISOString() };
  }

  private row(c: Row, today: string, nowIso: string): CampaignDeskRow {
    const state = campaignState(c, today, nowIso);
    return {
      matchCampnId: c.matchCampnId,
      matchCampnNm: c.matchCampnNm,
      clsNm: c.clsNm,
      entryBgngYmd: c.entryBgngYmd,
      entryEndYmd: c.entryEndYmd,
      state,
      stateNm: CAMPAIGN_STATE_NAMES[state],
      rcrtCnt: c.rcrtCnt,
      slctCnt: c.slctCnt,
      aplyCnt: Number(c.aplyCnt ?? 0),
      closRsn: c.closRsn,
      regDt: toSeoulIso(new Date(c.regDt)),
    };
  }

  async campaigns(q: CampaignDeskQuery): Promise<Page<CampaignDeskRow>> {
    const { today, nowIso } = this.now();
    const { items, total } = await new CampaignDeskRepository(this.db).campaigns(q, today, nowIso);
    return toPage(
      items.map((c) => this.row(c, today, nowIso)),
      total,
      q,
    );
  }

  async campaign(id: number): Promise<CampaignDeskDetail> {
    const c = await new CampaignDeskRepository(this.db).campaign(id);
    if (!c) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
    const { today, nowIso } = this.now();
    return {
      ...this.row(c, today, nowIso),
      gdsClsId: c.gdsClsId,
      matchCampnCn: c.matchCampnCn,
      matchCampnBgngYmd: c.matchCampnBgngYmd,
      matchCampnEndYmd: c.matchCampnEndYmd,
      rprsImgPt: c.rprsImgPt,
      imgAlt: c.imgAlt,
      closDt: c.closDt ? toSeoulIso(new Date(c.closDt)) : null,
      updtDt: c.mdfcnDt ?? c.regDt,
    };
  }

  /**
   * Stores a picture for a campaign being written (public: the campaign pages show it), checked by content and made
   * to the size the campaign page shows it at (decision 038).
   */
  async uploadImage(actor: ConsoleActor, files: FileSource) {
    const checked = await this.pictures.checkImages(await files(UPLOAD_FIELD.single, 1));
    const [saved] = await this.pictures.store(await fitImages(checked, PICTURE_BOX), {
      menuType: 'campaign',
      contentsType: 'rprs',
      userId: actor.user.userId,
      public: true,
    });
    return ok(CAMPAIGN_DESK_MESSAGES.imageUploaded, { url: saved!.url });
  }

  /** A new campaign and its audit row, in one transaction. */
  async create(actor: ConsoleActor, form: CampaignForm) {
    const input = writeOf(form);
    const matchCampnId = await this.uniqueName(() =>
      this.transaction(async (trx) => {
        const repo = new CampaignDeskRepository(trx);
        await this.checkCategory(repo, input.gdsClsId);
        if (await repo.nameTaken(input.matchCampnNm)) throw AppError.conflict(CAMPAIGN_DESK_MESSAGES.nameTaken);
        const id = await repo.insert(input, this.clock.now().toISOString());
        await this.records.audit(
          actor,
          { targetKind: 'campaign', targetId: id, action: 'CREATE', before: null, after: auditView(input) },
          trx,
        );
        return id;
      }),
    );
    return ok(CAMPAIGN_DESK_MESSAGES.created, { matchCampnId });
  }

  /** An edit on the copy read: a stale copy is refused and nothing changes. */
  async update(actor: ConsoleActor, id: number, body: CampaignEdit) {
    const { updtDt, ...form } = body;
    const input = writeOf(form);
    await this.uniqueName(() =>
      this.transaction(async (trx) => {
        const repo = new CampaignDeskRepository(trx);
        const before = await repo.campaign(id);
        if (!before) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
        if ((before.mdfcnDt ?? before.regDt) !== updtDt) throw AppError.staleCopy();
        await this.checkCategory(repo, input.gdsClsId);
        if (await repo.nameTaken(input.matchCampnNm, id)) throw AppError.conflict(CAMPAIGN_DESK_MESSAGES.nameTaken);
        if (input.rcrtCnt < before.slctCnt) {
          const message = CAMPAIGN_DESK_MESSAGES.countBelowSelected(before.slctCnt);
          throw AppError.badRequest(message, [{ field: 'rcrtCnt', message }]);
        }
        // A campaign closed early stays closed: its entry period is fixed, and an edit changes the rest.
        if (
          before.closRsn &&
          (input.entryBgngYmd !== before.entryBgngYmd || input.entryEndYmd !== before.entryEndYmd)
        ) {
          throw AppError.conflict(CAMPAIGN_DESK_MESSAGES.closedPeriodFixed);
        }
        const write = before.closRsn ? { ...input, entryEndDt: before.entryEndDt } : input;
        // The conditional write decides a race with another desk (or a selection that took the last places).
        if (!(await repo.update(id, updtDt, write, nextStamp(this.clock.now(), updtDt)))) {
          throw AppError.staleCopy();
        }
        await this.records.audit(
          actor,
          {
            targetKind: 'campaign',
            targetId: id,
            action: 'UPDATE',
            before: auditView(before),
            after: auditView(write),
          },
          trx,
        );
      }),
    );
    return ok(CAMPAIGN_DESK_MESSAGES.updated, { matchCampnId: id });
  }

  /**
   * Closes entry now: the closing instant becomes now and the last entry day today (Seoul), so the public pages and
   * the apply call see it closed at once; the reason and the time are kept, the period before in the audit.
   */
  async close(actor: ConsoleActor, id: number, body: CampaignClose) {
    const { today, nowIso } = this.now();
    await this.transaction(async (trx) => {
      const repo = new CampaignDeskRepository(trx);
      const before = await repo.campaign(id);
      if (!before) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
      if ((before.mdfcnDt ?? before.regDt) !== body.updtDt) throw AppError.staleCopy();
      if (campaignState(before, today, nowIso) === 'closed')
        throw AppError.conflict(CAMPAIGN_DESK_MESSAGES.alreadyClosed);
      const closDt = nextStamp(this.clock.now(), body.updtDt);
      const period = {
        entryBgngYmd: before.entryBgngYmd < today ? before.entryBgngYmd : today,
        entryEndYmd: before.entryEndYmd < today ? before.entryEndYmd : today,
        entryEndDt: closDt,
      };
      if (!(await repo.close(id, body.updtDt, { ...period, closRsn: body.reason, closDt }))) {
        throw AppError.staleCopy();
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'campaign',
          targetId: id,
          action: 'CLOSE',
          before: { entryBgngYmd: before.entryBgngYmd, entryEndYmd: before.entryEndYmd, entryEndDt: before.entryEndDt },
          after: { ...period, closRsn: body.reason },
        },
        trx,
      );
    });
    return ok(CAMPAIGN_DESK_MESSAGES.closed);
  }

  async applicants(matchCampnId: number, q: CampaignApplicantQuery): Promise<Page<CampaignApplicant>> {
    const repo = new CampaignDeskRepository(this.db);
    if (!(await repo.campaign(matchCampnId))) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
    const { items, total } = await repo.applicants(matchCampnId, q);
    return toPage(
      items.map((a) => ({
        campnAplyId: a.campnAplyId,
        userId: a.userId,
        lgnId: a.lgnId,
        userNm: maskName(a.userNm),
        ctrFthldId: a.ctrFthldId,
        fthldNm: a.fthldNm,
        certCtrYn: a.certCtrYn,
        channels: CHANNELS.flatMap(([name, key]) => (a[key] ? [{ name, url: a[key] }] : [])),
        aplyStts: a.aplyStts,
        aplySttsNm: CAMPAIGN_APPLY_STATUS_NAMES[a.aplyStts],
        sttsRsn: a.sttsRsn,
        aplyDt: toSeoulIso(new Date(a.aplyDt)),
        updtDt: a.mdfcnDt ?? a.aplyDt,
      })),
      total,
      q,
    );
  }

  /**
   * Selects or declines an undecided application on the copy read, with a reason. A selection also takes one of the
   * campaign's places (a conditional UPDATE): when none is left the whole change is undone. The creator is told by
   * text through the outbox, and their my page (나의 캠페인 신청) shows 선정 / 미선정.
   */
  async decide(actor: ConsoleActor, campnAplyId: number, body: CampaignDecision) {
    const to = body.to;
    const sent = await this.transaction(async (trx) => {
      const repo = new CampaignDeskRepository(trx);
      const a = await repo.application(campnAplyId);
      if (!a) throw AppError.notFound(CAMPAIGN_DESK_MESSAGES.applicationNotFound);
      if ((a.mdfcnDt ?? a.aplyDt) !== body.updtDt) throw AppError.staleCopy();
      if (a.aplyStts !== 'APPLIED') {
        throw AppError.conflict(CAMPAIGN_DESK_MESSAGES.alreadyDecided(CAMPAIGN_APPLY_STATUS_NAMES[a.aplyStts]));
      }
      const decided = await repo.decide(campnAplyId, body.updtDt, {
        aplyStts: to,
        sttsRsn: body.reason,
        mdfcnDt: nextStamp(this.clock.now(), body.updtDt),
      });
      if (!decided) throw AppError.staleCopy();
      if (to === 'SELECTED' && !(await repo.claimPlace(a.matchCampnId))) {
        throw AppError.conflict(CAMPAIGN_DESK_MESSAGES.full(a.rcrtCnt));
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'campaign-application',
          targetId: campnAplyId,
          action: to,
          before: { aplyStts: a.aplyStts, sttsRsn: a.sttsRsn },
          after: { aplyStts: to, sttsRsn: body.reason },
        },
        trx,
      );
      // Text only where the member has a mobile number; the in-app notification either way.
      return this.outbox.enqueue(
        {
          channel: 'SMS',
          recipient: a.mblNo,
          userId: a.userId,
          kind: 'CAMPAIGN_APPLICATION_DECIDED',
          link: '/mypage/campaign',
          body:
            to === 'SELECTED'
              ? `[온판] '${a.matchCampnNm}' 캠페인에 선정되었습니다. 마이페이지에서 확인해 주세요.`
              : `[온판] '${a.matchCampnNm}' 캠페인에 선정되지 않았습니다. 사유: ${body.reason}`,
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
    return ok(CAMPAIGN_DESK_MESSAGES.decided(CAMPAIGN_APPLY_STATUS_NAMES[to]));
  }

  private async checkCategory(repo: CampaignDeskRepository, gdsClsId: number): Promise<void> {
    if (!(await repo.categoryExists(gdsClsId))) {
      const message = CAMPAIGN_DESK_MESSAGES.categoryRequired;
      throw AppError.badRequest(message, [{ field: 'gdsClsId', message }]);
    }
  }

  /** A unique-index refusal that slipped past the check (two desks at once) is the same clear 409. */
  private async uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(CAMPAIGN_DESK_MESSAGES.nameTaken);
      throw err;
    }
  }
}
