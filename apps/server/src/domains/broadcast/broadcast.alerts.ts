import { ALARM_LEAD_MS } from '@onfan/contracts/broadcast';
import { liveComingPath } from '@onfan/contracts/portal-path';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { transactions } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { LogSink, NewNotification } from '../auth/notification/outbox.js';
import { NotificationOutbox } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { createNotificationSender } from '../auth/notification/senders.js';
import { createNotificationEvents, createNotificationService } from '../notification/notification.module.js';
import type { CronSchedule, JobQueue, JobSet } from '../../jobs/job-queue.js';
import { ffmpegPoster, ffmpegSegment, LIVE_SEGMENT_SECONDS, LiveGenerator } from './broadcast.live.js';
import { generateBroadcastMedia, hasFfmpeg } from './broadcast.media.js';
import type { BroadcastRow } from './broadcast.repository.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { createMediaStore } from './broadcast.store.js';

/** The accounts domain's notification outbox, as broadcast alerts need it: a message written in the alert's transaction. */
export interface AlertOutbox {
  enqueue(n: NewNotification, trx?: Executor): Promise<number>;
}

/**
 * The broadcast alerts: for each live or commerce broadcast starting within ALARM_LEAD_MS (10 minutes) of now, one
 * alert (a text where the member has a mobile number, always a notification in the centre) to each member who subscribed to it (sms/prog/add) or follows its channel (sbptn/liveSbptn). Each
 * notice is claimed by a unique row (brc_ntcn) in the same transaction as its message, so two servers or two ticks
 * never write it twice; the outbox delivers it.
 */
export class BroadcastAlerts {
  constructor(private readonly p: { db: Executor; transaction: RunInTransaction; clock: Clock; outbox: AlertOutbox }) {}

  /** Writes the due messages; answers how many. */
  async sendDue(): Promise<number> {
    const now = this.p.clock.now();
    const repo = new BroadcastRepository(this.p.db);
    const due = await repo.startingBetween(now.toISOString(), new Date(now.getTime() + ALARM_LEAD_MS).toISOString());
    let written = 0;
    for (const b of due) written += await this.alert(b, now);
    return written;
  }

  /**
   * The same alert for a broadcast the console started early ("start now"): the minute's run looks ahead of now and
   * would never see a start already past. Its claims are the same rows, so a member alerted before (the broadcast was
   * due within ten minutes anyway) or by a second run is not alerted again.
   */
  async sendStarted(brcInfoNo: number): Promise<number> {
    const b = await new BroadcastRepository(this.p.db).liveOrCommerce(brcInfoNo);
    return b ? this.alert(b, this.p.clock.now()) : 0;
  }

  private async alert(b: BroadcastRow, now: Date): Promise<number> {
    const repo = new BroadcastRepository(this.p.db);
    const start = toSeoulIso(new Date(b.brcBgngDt));
    const when = `${Number(start.slice(5, 7))}월 ${Number(start.slice(8, 10))}일 ${start.slice(11, 16)}`;
    let written = 0;
    for (const r of await repo.recipients(b.brcInfoNo, b.brcChnlId)) {
      // A member without a mobile number still gets the alert in the centre (the outbox writes no text then).
      const mblNo = r.mblNo?.trim() || null;
      const sent = await this.p.transaction(async (trx) => {
        if (!(await new BroadcastRepository(trx).claimNotice(b.brcInfoNo, r.userId, now.toISOString()))) return false;
        await this.p.outbox.enqueue(
          {
            channel: 'SMS',
            recipient: mblNo,
            userId: r.userId,
            kind: 'broadcast-alert',
            body: `[온판] ${b.chnlNm}의 「${b.brcTit}」 방송이 ${when}에 시작합니다. 온판 라이브에서 만나보세요.`,
            // With the member and a link, the text is also their notification in the centre (issue 40).
            link: liveComingPath(b.brcInfoNo),
          },
          trx,
        );
        return true;
      });
      if (sent) written += 1;
    }
    return written;
  }
}

/**
 * The alerts over one database with the accounts domain's outbox, which writes each alert's in-app notification too
 * (the notification centre, announced to the member's bell on every process).
 */
export function createBroadcastAlerts(database: Database, config: Config, clock: Clock, log: LogSink) {
  const centre = createNotificationService(
    database,
    clock,
    // Only notifies (in the alert's transaction); it never listens, so it opens no connection of its own.
    createNotificationEvents(database, { warn: (obj, msg) => log.info(obj, msg) }),
  );
  const outbox = new NotificationOutbox(
    new OutboxRepository(database.db),
    clock,
    createNotificationSender(config, log),
    centre,
    database.db,
  );
  return new BroadcastAlerts({ db: database.db, transaction: transactions(database.db), clock, outbox });
}

/** The broadcast domain's job names. */
export const BROADCAST_JOBS = {
  alerts: 'broadcast.alerts',
  /** The alert of one broadcast started early at the console (`{ brcInfoNo }`), enqueued by the start. */
  startedNow: 'broadcast.started-now',
  media: 'broadcast.media',
  live: 'broadcast.live',
} as const;

/**
 * The broadcast domain's jobs: the alerts every minute; the demo's media rendered once (`broadcast.media`, enqueued
 * at start by every process under one job key, so one renders); and, where config.liveGenerator is on, the
 * development live generator — one tick per run, each run enqueueing the next LIVE_SEGMENT_SECONDS later under one
 * job key (a chain one process at a time follows), restarted every minute by a schedule that keeps a waiting run's
 * time. Without ffmpeg the media and live jobs say so and do nothing.
 */
export function broadcastJobs(options: {
  database: Database;
  config: Config;
  log: LogSink & { error(obj: object, msg: string): void };
  clock?: Clock;
  signal?: AbortSignal;
}): JobSet {
  const clock = options.clock ?? systemClock;
  const alerts = createBroadcastAlerts(options.database, options.config, clock, options.log);
  const store = createMediaStore(options.config);
  let live: LiveGenerator | null = null;
  let ffmpeg: Promise<boolean> | null = null;
  let saidNoFfmpeg = false;
  const hasIt = () => (ffmpeg ??= hasFfmpeg());
  const handlers: JobSet['handlers'] = {
    [BROADCAST_JOBS.alerts]: async () => {
      const n = await alerts.sendDue();
      if (n > 0) options.log.info({ job: BROADCAST_JOBS.alerts, written: n }, 'broadcast alerts written');
    },
    [BROADCAST_JOBS.startedNow]: async (payload) => {
      const brcInfoNo = Number(payload.brcInfoNo);
      if (!Number.isInteger(brcInfoNo)) return;
      const n = await alerts.sendStarted(brcInfoNo);
      if (n > 0)
        options.log.info({ job: BROADCAST_JOBS.startedNow, brcInfoNo, written: n }, 'broadcast alerts written');
    },
    [BROADCAST_JOBS.media]: async () => {
      if (!(await hasIt())) {
        options.log.info({ job: BROADCAST_JOBS.media }, 'ffmpeg not found: broadcasts have no media');
        return;
      }
      const made = await generateBroadcastMedia(options.database.db, options.config.dataDir, {
        ...(options.signal ? { signal: options.signal } : {}),
        store,
      });
      if (made > 0) options.log.info({ job: BROADCAST_JOBS.media, made }, 'broadcast media rendered');
    },
  };
  const schedules: CronSchedule[] = [
    { identifier: BROADCAST_JOBS.alerts, pattern: '* * * * *', job: BROADCAST_JOBS.alerts, maxAttempts: 1 },
  ];
  if (options.config.liveGenerator) {
    handlers[BROADCAST_JOBS.live] = async (_payload, { queue }) => {
      if (!(await hasIt())) {
        if (!saidNoFfmpeg) options.log.info({ job: BROADCAST_JOBS.live }, 'ffmpeg not found: no live streams');
        saidNoFfmpeg = true;
        return;
      }
      try {
        live ??= new LiveGenerator({
          db: options.database.db,
          transaction: transactions(options.database.db),
          dataDir: options.config.dataDir,
          clock,
          segment: ffmpegSegment('ffmpeg', options.signal),
          poster: ffmpegPoster('ffmpeg', options.signal),
          store,
          keepDemoLive: options.config.seedDemo,
        });
        await live.tick();
      } finally {
        if (!options.signal?.aborted) {
          await queue.enqueue(
            BROADCAST_JOBS.live,
            {},
            {
              runAt: new Date(clock.now().getTime() + LIVE_SEGMENT_SECONDS * 1000),
              jobKey: BROADCAST_JOBS.live,
              maxAttempts: 1,
            },
          );
        }
      }
    };
    schedules.push({
      identifier: BROADCAST_JOBS.live,
      pattern: '* * * * *',
      job: BROADCAST_JOBS.live,
      jobKey: BROADCAST_JOBS.live,
      jobKeyMode: 'preserve_run_at',
      maxAttempts: 1,
    });
  }
  return { handlers, schedules };
}

/** What a process enqueues as it starts: the demo's media, rendered once across all processes. */
export async function enqueueBroadcastStartJobs(queue: JobQueue, config: Config): Promise<void> {
  if (config.demoMedia) await queue.enqueue(BROADCAST_JOBS.media, {}, { jobKey: BROADCAST_JOBS.media, maxAttempts: 3 });
  if (config.liveGenerator) {
    await queue.enqueue(
      BROADCAST_JOBS.live,
      {},
      { jobKey: BROADCAST_JOBS.live, jobKeyMode: 'preserve_run_at', maxAttempts: 1 },
    );
  }
}
