import { EventEmitter } from 'node:events';
import { createPgListener, type ListenerLog } from '../../db/pg-listener.js';

/**
 * "The unread count of member N may have changed": what a send, a read or a delete tells every open message stream
 * of that member, in this process or any other process on the same database (decision 013). The event carries only
 * the member's id; each stream reads the count itself, so a lost or doubled event costs nothing but a query.
 */
export interface MessageEventBus {
  /** Announces a change for `userId`; called after the write committed. Never throws. */
  publish(userId: number): Promise<void>;
  /**
   * Calls `listener` on every change for `userId` until the answered function is called. Resolves once events
   * published from now on reach the listener (on PostgreSQL, once the LISTEN is in place).
   */
  subscribe(userId: number, listener: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/** The PostgreSQL channel the events travel on. */
export const MESSAGE_CHANNEL = 'onfan_msg_unread';

/** What the buses report when something goes wrong (Fastify's logger fits). */
export type EventLog = ListenerLog;

function localEmitter() {
  const emitter = new EventEmitter();
  // One listener per open stream; a member may have many tabs and the portal many members.
  emitter.setMaxListeners(0);
  return {
    emit: (userId: number) => emitter.emit(String(userId)),
    /** Every member with an open stream (after a lost connection: read the counts again). */
    emitAll() {
      for (const name of emitter.eventNames()) emitter.emit(name);
    },
    on(userId: number, listener: () => void) {
      emitter.on(String(userId), listener);
      return () => void emitter.off(String(userId), listener);
    },
  };
}

/** One process (SQLite): an EventEmitter. */
export function createLocalEventBus(): MessageEventBus {
  const local = localEmitter();
  return {
    publish(userId) {
      local.emit(userId);
      return Promise.resolve();
    },
    subscribe: (userId, listener) => Promise.resolve(local.on(userId, listener)),
    close: () => Promise.resolve(),
  };
}

export interface PostgresBusOptions {
  /** The database URL: the bus holds one dedicated connection outside the pool for LISTEN. */
  url: string;
  /** Sends `select pg_notify(channel, payload)` on the app's pool (message.repository.ts). */
  notify: (channel: string, payload: string) => Promise<void>;
  log: EventLog;
  /** Wait before reconnecting a lost listener connection (ms). */
  retryMs?: number;
  /** The channel to LISTEN and notify on (MESSAGE_CHANNEL by default; the notification centre has its own). */
  channel?: string;
}

/**
 * Several processes on one PostgreSQL database: a send notifies the channel after its transaction committed, and
 * every process LISTENs on it with one dedicated connection, opened at the first subscription and reopened when it is
 * lost. A process's own notifications come back to it through the same LISTEN, so publish never emits locally.
 */
export function createPostgresEventBus(options: PostgresBusOptions): MessageEventBus {
  const local = localEmitter();
  const channel = options.channel ?? MESSAGE_CHANNEL;
  const listener = createPgListener({
    url: options.url,
    channel,
    name: 'message event',
    log: options.log,
    retryMs: options.retryMs,
    onPayload: (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) local.emit(userId);
    },
    // Streams open while the LISTEN was down may have missed a change: every one reads its count again.
    onReconnected: () => local.emitAll(),
  });

  return {
    async publish(userId) {
      try {
        await options.notify(channel, String(userId));
      } catch (err) {
        options.log.warn({ err }, 'message event not sent');
      }
    },
    async subscribe(userId, onChange) {
      const off = local.on(userId, onChange);
      try {
        await listener.ready();
      } catch (err) {
        // The stream still sends its first count; events resume when the listener reconnects.
        options.log.warn({ err }, 'message event listener not connected');
      }
      return off;
    },
    close: () => listener.close(),
  };
}
