import { EventEmitter } from 'node:events';
import type { Database } from '../../db/database.js';
import { pgNotify } from '../../db/notify.js';
import { createPgListener } from '../../db/pg-listener.js';
import type { EventLog } from '../message/message-events.js';

/** The PostgreSQL channel a transcode's changes travel on: the payload is the broadcast's number. */
export const MEDIA_JOB_CHANNEL = 'onfan_brc_media';

/**
 * "The transcode of broadcast n changed" (its state or percent) across the processes on one database: the broadcast's
 * number only, each stream reads the row itself (so a late or reconnected stream and a live one say the same). The
 * job's process (the worker, or the app itself) and the start's request `publish` after their write; the app's
 * streams `subscribe`.
 */
export interface MediaJobEvents {
  publish(brcInfoNo: number): Promise<void>;
  /** Calls `listener` at each change of the broadcast's transcode (and after a lost listener is back). */
  subscribe(brcInfoNo: number, listener: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/** Every broadcast's listeners hear this after PostgreSQL's listener was lost and is back (changes were missed). */
const ALL = 'all';

function emitterOn(emitter: EventEmitter, brcInfoNo: number, listener: () => void): () => void {
  emitter.on(String(brcInfoNo), listener);
  emitter.on(ALL, listener);
  return () => {
    emitter.off(String(brcInfoNo), listener);
    emitter.off(ALL, listener);
  };
}

/**
 * On SQLite the database is one process's (decision 032), so the app's streams and the job runner share it: one
 * emitter per open database, whoever builds the events for it (the app's module, the runner's job set).
 */
const localEmitters = new WeakMap<object, EventEmitter>();

function localEmitter(database: object): EventEmitter {
  let emitter = localEmitters.get(database);
  if (!emitter) {
    emitter = new EventEmitter();
    // One listener per open stream of a broadcast.
    emitter.setMaxListeners(0);
    localEmitters.set(database, emitter);
  }
  return emitter;
}

/**
 * The transcode's events for this database: PostgreSQL's NOTIFY on MEDIA_JOB_CHANNEL heard by every process (one
 * LISTEN connection, opened at the first subscription: a worker that only publishes never opens it), else the
 * in-process emitter of the SQLite database.
 */
export function createMediaJobEvents(
  database: Pick<Database, 'db' | 'dialect' | 'url'>,
  log: EventLog,
  options: { retryMs?: number } = {},
): MediaJobEvents {
  if (database.dialect !== 'postgres' || !database.url) {
    const emitter = localEmitter(database.db);
    return {
      publish: (brcInfoNo) => Promise.resolve(void emitter.emit(String(brcInfoNo))),
      subscribe: (brcInfoNo, listener) => Promise.resolve(emitterOn(emitter, brcInfoNo, listener)),
      close: () => Promise.resolve(),
    };
  }
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listener = createPgListener({
    url: database.url,
    channel: MEDIA_JOB_CHANNEL,
    name: 'media job event',
    log,
    ...(options.retryMs ? { retryMs: options.retryMs } : {}),
    onPayload: (payload) => {
      if (/^\d+$/.test(payload)) emitter.emit(payload);
    },
    onReconnected: () => void emitter.emit(ALL),
  });
  return {
    publish: (brcInfoNo) => pgNotify(database.db, MEDIA_JOB_CHANNEL, String(brcInfoNo)),
    async subscribe(brcInfoNo, onChange) {
      const off = emitterOn(emitter, brcInfoNo, onChange);
      try {
        await listener.ready();
      } catch (err) {
        log.warn({ err }, 'media job event listener not connected');
      }
      return off;
    },
    close: () => listener.close(),
  };
}
