import type { Page } from '@onfan/contracts/envelope';
import type {
  AnnouncementAudience,
  AnnouncementCounts,
  AnnouncementDetail,
  AnnouncementQuery,
  AnnouncementReach,
  AnnouncementRow,
  AnnouncementWrite,
} from '@onfan/contracts/notification.admin';
import { ANNOUNCEMENT_MESSAGES as M } from '@onfan/contracts/notification.admin';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { nextCopy } from '../../lib/next-copy.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { NewNotification } from '../auth/notification/outbox.js';
import { AnnouncementRepository, type AnnouncementRecord, type AudienceMember } from './announcement.repository.js';
import type { InAppNotice } from './notification.service.js';

/** The in-app page an announcement without a link of its own opens: the member's notifications. */
const NOTIFICATIONS_PATH = '/mypage/notifications';
/** Members written per transaction by the fan-out. */
export const FAN_OUT_BATCH = 200;
/** How long a fan-out run holds an announcement before another run may take it over. */
const LEASE_MS = 5 * 60_000;
const HOUR = 3_600_000;

/** Whether `now` is within 21:00–08:00 in Seoul, when advertising needs the night consent (제50조 ③). */
export function isAdNight(now: Date): boolean {
  const hour = new Date(now.getTime() + 9 * HOUR).getUTCHours();
  return hour >= 21 || hour < 8;
}

/** The next 08:00 in Seoul after `now`. */
export function nextSeoulMorning(now: Date): Date {
  const s = new Date(now.getTime() + 9 * HOUR);
  let at = Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), s.getUTCDate(), 8) - 9 * HOUR;
  if (at <= now.getTime()) at += 24 * HOUR;
  return new Date(at);
}

/** The outbox as the fan-out writes to it (the auth domain's, with the notification centre behind it). */
export interface AnnouncementOutbox {
  enqueue(n: NewNotification, trx?: Executor): Promise<number>;
  deliver(ids?: number[]): Promise<number>;
}
/** The notification centre as the fan-out writes the in-app notification. */
export interface AnnouncementCentre {
  record(n: InAppNotice, trx: Executor): Promise<void>;
}

export interface FanOutDeps {
  db: Executor;
  transaction: RunInTransaction;
  clock: Clock;
  outbox: AnnouncementOutbox;
  centre: AnnouncementCentre;
  /** The member's signed unsubscribe address (the page the marketing reminder links to). */
  unsubscribeUrl: (userId: number, now: Date) => string;
}

type Channel = 'SENT' | 'OFF' | null;

/**
 * The fan-out of a sent announcement (decision 045): one delivery row per member (announcement × member is the
 * primary key, so a retried run writes no second message), written with the member's in-app notification and their
 * text and e-mail messages in the same transaction, a batch of members at a time. Text and e-mail go as the member's
 * preferences for 공지·안내 allow (the outbox asks them). Advertising between 21:00 and 08:00 Seoul is held for
 * members without the night consent and released by the run at 08:00, when a member who withdrew the marketing
 * consent meanwhile is dropped.
 */
export class AnnouncementFanOut {
  constructor(private readonly d: FanOutDeps) {}

  /** Runs every due announcement (the job). Answers how many deliveries were written or released. */
  async runDue(limit = 10): Promise<number> {
    const now = this.d.clock.now();
    const due = await new AnnouncementRepository(this.d.db).claimDue(
      now.toISOString(),
      new Date(now.getTime() + LEASE_MS).toISOString(),
      limit,
    );
    let n = 0;
    for (const a of due) n += await this.run(a, Infinity);
    return n;
  }

  /** Runs one announcement now if it is due (the send's first batches, in the request). */
  async runNow(ancmtId: number, maxBatches: number): Promise<number> {
    const now = this.d.clock.now();
    const a = await new AnnouncementRepository(this.d.db).claim(
      ancmtId,
      now.toISOString(),
      new Date(now.getTime() + LEASE_MS).toISOString(),
    );
    return a ? this.run(a, maxBatches) : 0;
  }

  private async run(a: AnnouncementRecord, maxBatches: number): Promise<number> {
    const repo = new AnnouncementRepository(this.d.db);
    const now = this.d.clock.now();
    const night = a.ancmtKind === 'AD' && isAdNight(now);
    const audience = audienceOf(a);
    let written = 0;
    let batches = 0;
    let more = true;
    // Held advertising goes out first once it is day.
    if (!night) {
      for (;;) {
        if (batches >= maxBatches) break;
        const held = await repo.heldMembers(a.ancmtId, FAN_OUT_BATCH);
        if (held.length === 0) break;
        batches += 1;
        written += await this.release(a, held, now);
      }
    }
    while (batches < maxBatches) {
      const members = await repo.pendingMembers(a.ancmtId, audience, FAN_OUT_BATCH);
      if (members.length === 0) {
        more = false;
        break;
      }
      batches += 1;
      written += await this.batch(a, members, now, night);
    }
    const held = await repo.heldCount(a.ancmtId);
    if (!more && held === 0) await repo.finishRun(a.ancmtId, { done: true, at: now.toISOString() });
    else
      await repo.finishRun(a.ancmtId, {
        done: false,
        nextRunDt: more ? now.toISOString() : nextSeoulMorning(now).toISOString(),
      });
    return written;
  }

  /** New members: a delivery row each (once), shown now or held for the morning. */
  private async batch(a: AnnouncementRecord, members: AudienceMember[], now: Date, night: boolean) {
    const ids: number[] = [];
    const written = await this.d
      .transaction(async (trx) => {
        const repo = new AnnouncementRepository(trx);
        let n = 0;
        for (const m of members) {
          const hold = night && m.nightAdAgreYn !== 'Y';
          const channels = hold ? { smsSt: null, emailSt: null } : await this.write(a, m, now, trx, ids);
          const inserted = await repo.insertDelivery({
            ancmtId: a.ancmtId,
            userId: m.userId,
            dlvrStts: hold ? 'HELD' : 'SHOWN',
            ...channels,
            regDt: now.toISOString(),
            dlvrDt: hold ? null : now.toISOString(),
          });
          // A row already there (a run that overlapped): this transaction's messages must not stay.
          if (!inserted) throw new DuplicateDelivery();
          n += 1;
        }
        return n;
      })
      .catch((err: unknown) => {
        if (err instanceof DuplicateDelivery) return 0;
        throw err;
      });
    if (written > 0) await this.d.outbox.deliver(ids.filter((id) => id > 0));
    return written;
  }

  /** Held members at 08:00: each released once (a conditional UPDATE), dropped if consent was withdrawn. */
  private async release(
    a: AnnouncementRecord,
    held: Awaited<ReturnType<AnnouncementRepository['heldMembers']>>,
    now: Date,
  ) {
    const ids: number[] = [];
    let n = 0;
    for (const m of held) {
      const done = await this.d
        .transaction(async (trx) => {
          const repo = new AnnouncementRepository(trx);
          const stillConsents = m.mktAgreYn === 'Y' && m.userStts === 'ACTIVE';
          const mine: number[] = [];
          const channels = stillConsents ? await this.write(a, m, now, trx, mine) : { smsSt: null, emailSt: null };
          const moved = await repo.releaseHeld(a.ancmtId, m.userId, {
            dlvrStts: stillConsents ? 'SHOWN' : 'DROPPED',
            ...channels,
            dlvrDt: now.toISOString(),
          });
          if (!moved) throw new DuplicateDelivery();
          ids.push(...mine);
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof DuplicateDelivery) return false;
          throw err;
        });
      if (done) n += 1;
    }
    if (n > 0) await this.d.outbox.deliver(ids.filter((id) => id > 0));
    return n;
  }

  /** The member's in-app notification and chosen channels, on `trx`; answers what each channel did. */
  private async write(
    a: AnnouncementRecord,
    m: Pick<AudienceMember, 'userId' | 'mblNo' | 'userEmail'>,
    now: Date,
    trx: Executor,
    ids: number[],
  ): Promise<{ smsSt: Channel; emailSt: Channel }> {
    const kind = a.ancmtKind === 'AD' ? 'ANNOUNCEMENT_AD' : 'ANNOUNCEMENT';
    const unsubscribe = a.ancmtKind === 'AD' ? `\n\n${M.unsubscribe(this.d.unsubscribeUrl(m.userId, now))}` : '';
    const body = `${a.ancmtCn}${unsubscribe}`;
    const send = async (channel: 'SMS' | 'EMAIL', recipient: string | null, on: 'Y' | 'N'): Promise<Channel> => {
      if (on !== 'Y' || !recipient) return null;
      const id = await this.d.outbox.enqueue(
        {
          channel,
          recipient,
          userId: m.userId,
          kind,
          subject: a.ancmtTit,
          // A text message carries its title in the body ("(광고)" first, as the law asks of an advertising text).
          body: channel === 'SMS' ? `${a.ancmtTit}\n${body}` : body,
        },
        trx,
      );
      ids.push(id);
      return id > 0 ? 'SENT' : 'OFF';
    };
    const smsSt = await send('SMS', m.mblNo, a.smsYn);
    const emailSt = await send('EMAIL', m.userEmail, a.emailYn);
    await this.d.centre.record(
      {
        userId: m.userId,
        outboxId: null,
        kind,
        subject: a.ancmtTit,
        body,
        link: a.link ?? NOTIFICATIONS_PATH,
        target: null,
      },
      trx,
    );
    return { smsSt, emailSt };
  }
}

class DuplicateDelivery extends Error {}

/** The group a saved announcement was written to, as the audience query takes it. */
function audienceOf(a: Pick<AnnouncementRecord, 'ancmtKind' | 'userPattnCd' | 'rgnCd'>): AnnouncementAudience {
  return {
    ancmtKind: a.ancmtKind,
    ...(a.userPattnCd ? { userPattnCd: a.userPattnCd as NonNullable<AnnouncementAudience['userPattnCd']> } : {}),
    ...(a.rgnCd ? { rgnCd: a.rgnCd } : {}),
  };
}

const NO_COUNTS: Omit<AnnouncementCounts, 'ancmtId'> = {
  targetCnt: 0,
  shownCnt: 0,
  smsCnt: 0,
  emailCnt: 0,
  excludedCnt: 0,
  heldCnt: 0,
};

/** What the audit keeps of an announcement. */
function auditCopy(r: AnnouncementRecord) {
  return {
    tit: r.ancmtTit,
    cn: r.ancmtCn,
    link: r.link,
    ancmtKind: r.ancmtKind,
    userPattnCd: r.userPattnCd,
    rgnCd: r.rgnCd,
    smsYn: r.smsYn,
    emailYn: r.emailYn,
    state: r.ancmtStts,
    updtDt: r.updtDt,
  };
}

/**
 * The announcements desk (알림 발송, decision 045): drafts written and edited on their copy, the reach counted by the
 * audience query the fan-out uses, and the send — the announcement becomes SENDING with its audit row in one
 * transaction (that row is the fan-out job's record: the minute job runs whatever is due), then the first batches go
 * out at once in the request, as services deliver what they write; the job does the rest and the morning.
 */
export class AnnouncementService {
  constructor(
    private readonly repo: AnnouncementRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly fanOut: AnnouncementFanOut,
  ) {}

  private row(r: AnnouncementRecord, counts: Omit<AnnouncementCounts, 'ancmtId'> | undefined): AnnouncementRow {
    return {
      ancmtId: r.ancmtId,
      tit: r.ancmtTit,
      ancmtKind: r.ancmtKind,
      userPattnCd: (r.userPattnCd as AnnouncementRow['userPattnCd']) ?? null,
      rgnCd: r.rgnCd,
      smsYn: r.smsYn,
      emailYn: r.emailYn,
      state: r.ancmtStts,
      regDt: toSeoulIso(new Date(r.regDt)),
      sndDt: r.sndDt ? toSeoulIso(new Date(r.sndDt)) : null,
      updtDt: r.updtDt,
      counts: counts ?? NO_COUNTS,
    };
  }

  private async countsOf(ids: number[]) {
    return new Map((await this.repo.counts(ids)).map(({ ancmtId, ...c }) => [ancmtId, c]));
  }

  async list(q: AnnouncementQuery): Promise<Page<AnnouncementRow>> {
    const { items, total } = await this.repo.list(q);
    const counts = await this.countsOf(items.map((r) => r.ancmtId));
    return toPage(
      items.map((r) => this.row(r, counts.get(r.ancmtId))),
      total,
      q,
    );
  }

  async detail(ancmtId: number): Promise<AnnouncementDetail> {
    const r = await this.repo.byId(ancmtId);
    if (!r) throw AppError.notFound(M.notFound);
    const counts = await this.countsOf([ancmtId]);
    return {
      ...this.row(r, counts.get(ancmtId)),
      cn: r.ancmtCn,
      link: r.link,
      nextRunDt: r.ancmtStts === 'SENDING' && r.nextRunDt ? toSeoulIso(new Date(r.nextRunDt)) : null,
    };
  }

  /** Who it would reach if sent now; of them, advertising held until 08:00 when it is night. */
  async reach(a: AnnouncementAudience): Promise<AnnouncementReach> {
    const { reachCnt, withoutNightConsent } = await this.repo.reach(a);
    const night = a.ancmtKind === 'AD' && isAdNight(this.clock.now());
    return { reachCnt, nightHeldCnt: night ? withoutNightConsent : 0 };
  }

  private values(b: AnnouncementWrite) {
    return {
      ancmtTit: b.tit,
      ancmtCn: b.cn,
      link: b.link,
      ancmtKind: b.ancmtKind,
      userPattnCd: b.userPattnCd ?? null,
      rgnCd: b.rgnCd ?? null,
      smsYn: b.smsYn,
      emailYn: b.emailYn,
    };
  }

  async create(actor: ConsoleActor, b: AnnouncementWrite) {
    const now = this.clock.now().toISOString();
    const saved = await this.transaction(async (trx) => {
      const repo = new AnnouncementRepository(trx);
      const ancmtId = await repo.insert({ ...this.values(b), rgtrId: actor.user.userId, regDt: now, updtDt: now });
      const after = (await repo.byId(ancmtId))!;
      await this.records.audit(
        actor,
        { targetKind: 'announcement', targetId: ancmtId, action: 'CREATE', before: null, after: auditCopy(after) },
        trx,
      );
      return { ancmtId, updtDt: after.updtDt };
    });
    return ok(M.saved, saved);
  }

  async update(actor: ConsoleActor, ancmtId: number, b: AnnouncementWrite & { updtDt: string }) {
    const now = this.clock.now().toISOString();
    const saved = await this.transaction(async (trx) => {
      const repo = new AnnouncementRepository(trx);
      const before = await repo.byId(ancmtId);
      if (!before) throw AppError.notFound(M.notFound);
      if (before.updtDt !== b.updtDt) throw AppError.staleCopy();
      if (before.ancmtStts !== 'DRAFT') throw AppError.conflict(M.alreadySent);
      const updtDt = nextCopy(before.updtDt, now);
      if (!(await repo.updateDraftIfCopy(ancmtId, b.updtDt, { ...this.values(b), updtDt }))) {
        throw AppError.staleCopy();
      }
      const after = (await repo.byId(ancmtId))!;
      await this.records.audit(
        actor,
        {
          targetKind: 'announcement',
          targetId: ancmtId,
          action: 'UPDATE',
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
      return { ancmtId, updtDt };
    });
    return ok(M.saved, saved);
  }

  /**
   * Sends a draft on the copy read: in one transaction it becomes SENDING, due now, with its audit row (the reach
   * counted in it). Then the first batches are written at once; the minute job writes the rest and releases held
   * advertising at 08:00.
   */
  async send(actor: ConsoleActor, ancmtId: number, body: { updtDt: string }) {
    const now = this.clock.now().toISOString();
    const reachCnt = await this.transaction(async (trx) => {
      const repo = new AnnouncementRepository(trx);
      const before = await repo.byId(ancmtId);
      if (!before) throw AppError.notFound(M.notFound);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (before.ancmtStts !== 'DRAFT') throw AppError.conflict(M.alreadySent);
      const { reachCnt: n } = await repo.reach(audienceOf(before));
      if (n === 0) throw AppError.badRequest(M.nobody);
      const updtDt = nextCopy(before.updtDt, now);
      const sent = await repo.updateDraftIfCopy(ancmtId, body.updtDt, {
        ancmtStts: 'SENDING',
        nextRunDt: now,
        sndDt: now,
        sndrId: actor.user.userId,
        updtDt,
      });
      if (!sent) throw AppError.staleCopy();
      const after = (await repo.byId(ancmtId))!;
      await this.records.audit(
        actor,
        {
          targetKind: 'announcement',
          targetId: ancmtId,
          action: 'SEND',
          before: auditCopy(before),
          after: { ...auditCopy(after), reachCnt: n },
        },
        trx,
      );
      return n;
    });
    await this.fanOut.runNow(ancmtId, 5);
    return ok(M.sent(reachCnt), { reachCnt });
  }
}
