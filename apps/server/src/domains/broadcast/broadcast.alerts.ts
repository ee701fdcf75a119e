import { ALARM_LEAD_MS } from '@onfan/contracts/broadcast';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { transactions } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { createAuthJobContext } from '../auth/auth.jobs.js';
import { type LogSink, LogNotificationSender, type NewNotification } from '../auth/notification/outbox.js';
import { ffmpegPoster, ffmpegSegment, LIVE_SEGMENT_SECONDS, LiveGenerator } from './broadcast.live.js';
import { generateBroadcastMedia, hasFfmpeg } from './broadcast.media.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { createMediaStore } from './broadcast.store.js';

/** The accounts domain's notification outbox, as broadcast alerts need it: a message written in the alert's transaction. */
export interface AlertOutbox {
  enqueue(n: NewNotification, trx?: Executor): Promise<number>;
}

/** How often a server looks for broadcasts whose alerts are due. */
export const ALERT_TICK_MS = 60_000;

/**
 * The broadcast alerts: for each live or commerce broadcast starting within ALARM_LEAD_MS (10 minutes) of now, one
 * text message to each member who subscribed to it (sms/prog/add) or follows its channel (sbptn/liveSbptn). Each
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
    for (const b of due) {
      const start = toSeoulIso(new Date(b.brcBgngDt));
      const when = `${Number(start.slice(5, 7))}월 ${Number(start.slice(8, 10))}일 ${start.slice(11, 16)}`;
      for (const r of await repo.recipients(b.brcInfoNo, b.brcChnlId)) {
        const mblNo = r.mblNo;
        if (!mblNo) continue;
        const sent = await this.p.transaction(async (trx) => {
          if (!(await new BroadcastRepository(trx).claimNotice(b.brcInfoNo, r.userId, now.toISOString()))) return false;
          await this.p.outbox.enqueue(
            {
              channel: 'SMS',
              recipient: mblNo,
              userId: r.userId,
              kind: 'broadcast-alert',
              body: `[온판] ${b.chnlNm}의 「${b.brcTit}」 방송이 ${when}에 시작합니다. 온판 라이브에서 만나보세요.`,
            },
            trx,
          );
          return true;
        });
        if (sent) written += 1;
      }
    }
    return written;
  }
}

/** The alerts over one database with the accounts domain's outbox. */
export function createBroadcastAlerts(database: Database, config: Config, clock: Clock, log: LogSink) {
  const { outbox } = createAuthJobContext(database, config, clock, new LogNotificationSender(log));
  return new BroadcastAlerts({ db: database.db, transaction: transactions(database.db), clock, outbox });
}

/**
 * Starts the alert timer (server.ts) and, for the demo, renders the missing media in the background (never holding
 * up start or /readyz); `stop()` clears the timer and stops a rendering ffmpeg. The timer does not keep the process
 * alive.
 */
export function startBroadcastJobs(options: {
  database: Database;
  config: Config;
  log: LogSink & { error(obj: object, msg: string): void };
  clock?: Clock;
  everyMs?: number;
}): { stop(): void } {
  const alerts = createBroadcastAlerts(options.database, options.config, options.clock ?? systemClock, options.log);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    alerts
      .sendDue()
      .then((n) => {
        if (n > 0) options.log.info({ job: 'broadcast.alerts', written: n }, 'broadcast alerts written');
      })
      .catch((err: unknown) => options.log.error({ err, job: 'broadcast.alerts' }, 'broadcast job failed'))
      .finally(() => {
        running = false;
      });
  }, options.everyMs ?? ALERT_TICK_MS);
  timer.unref();
  const media = new AbortController();
  if (options.config.seedDemo) {
    void (async () => {
      if (!(await hasFfmpeg())) {
        options.log.info({ job: 'broadcast.media' }, 'ffmpeg not found: broadcasts have no media');
        return;
      }
      const made = await generateBroadcastMedia(options.database.db, options.config.dataDir, {
        signal: media.signal,
        store: createMediaStore(options.config),
      });
      if (made > 0) options.log.info({ job: 'broadcast.media', made }, 'broadcast media rendered');
    })().catch((err: unknown) => {
      if (!media.signal.aborted) options.log.error({ err, job: 'broadcast.media' }, 'broadcast media failed');
    });
  }
  const live = options.config.liveGenerator ? startLiveGenerator(options, media.signal) : null;
  return {
    stop: () => {
      clearInterval(timer);
      live?.stop();
      media.abort();
    },
  };
}

/**
 * The development live generator's timer (config.liveGenerator): one segment per on-air broadcast every
 * LIVE_SEGMENT_SECONDS, a tick skipped while the last one still runs; with the demo seed it keeps the standing live
 * show on air. Without ffmpeg it says so and does nothing.
 */
function startLiveGenerator(
  options: {
    database: Database;
    config: Config;
    log: LogSink & { error(obj: object, msg: string): void };
    clock?: Clock;
  },
  signal: AbortSignal,
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  void hasFfmpeg().then((ok) => {
    if (stopped) return;
    if (!ok) {
      options.log.info({ job: 'broadcast.live' }, 'ffmpeg not found: no live streams');
      return;
    }
    const generator = new LiveGenerator({
      db: options.database.db,
      transaction: transactions(options.database.db),
      dataDir: options.config.dataDir,
      clock: options.clock ?? systemClock,
      segment: ffmpegSegment('ffmpeg', signal),
      poster: ffmpegPoster('ffmpeg', signal),
      store: createMediaStore(options.config),
      keepDemoLive: options.config.seedDemo,
    });
    let running = false;
    const step = () => {
      if (running) return;
      running = true;
      generator
        .tick()
        .catch((err: unknown) => {
          if (!signal.aborted) options.log.error({ err, job: 'broadcast.live' }, 'live generator failed');
        })
        .finally(() => {
          running = false;
        });
    };
    step();
    timer = setInterval(step, LIVE_SEGMENT_SECONDS * 1000);
    timer.unref();
  });
  return {
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
