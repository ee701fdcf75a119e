import { EventEmitter } from 'node:events';
import { createPgListener } from '../../db/pg-listener.js';
import type { Executor } from '../../db/executor.js';
import type { EventLog } from '../message/message-events.js';
import { BroadcastChatRepository } from './broadcast-chat.repository.js';

/** The PostgreSQL channel the chat's events travel on. */
export const CHAT_CHANNEL = 'onfan_brc_chat';

/** "Message `chatId` of broadcast `brcInfoNo` was written / hidden": ids only, each process reads the row itself. */
export interface ChatEvent {
  kind: 'message' | 'hide';
  brcInfoNo: number;
  chatId: number;
}

/**
 * The chat's events across the processes on one database. A write announces its event on its own transaction
 * (`inTransaction`: PostgreSQL's NOTIFY, delivered only if the write commits) and again once committed (`committed`:
 * the in-process emitter on SQLite, where there is only one process); each bus does one of the two.
 */
export interface ChatEventBus {
  inTransaction(trx: Executor, e: ChatEvent): Promise<void>;
  committed(e: ChatEvent): void;
  /** Calls `listener` on every event of the broadcast until the answered function is called. */
  subscribe(brcInfoNo: number, listener: (e: ChatEvent) => void): Promise<() => void>;
  close(): Promise<void>;
}

const encode = (e: ChatEvent) => `${e.kind === 'hide' ? 'h' : 'm'}:${e.brcInfoNo}:${e.chatId}`;

function decode(payload: string): ChatEvent | null {
  const m = /^([mh]):(\d+):(\d+)$/.exec(payload);
  if (!m) return null;
  return { kind: m[1] === 'h' ? 'hide' : 'message', brcInfoNo: Number(m[2]), chatId: Number(m[3]) };
}

function localEmitter() {
  const emitter = new EventEmitter();
  // One listener per open stream of a broadcast.
  emitter.setMaxListeners(0);
  return {
    emit: (e: ChatEvent) => emitter.emit(String(e.brcInfoNo), e),
    on(brcInfoNo: number, listener: (e: ChatEvent) => void) {
      emitter.on(String(brcInfoNo), listener);
      return () => void emitter.off(String(brcInfoNo), listener);
    },
  };
}

/** One process (SQLite): an EventEmitter, told after the write committed. */
export function createLocalChatBus(): ChatEventBus {
  const local = localEmitter();
  return {
    inTransaction: () => Promise.resolve(),
    committed: (e) => void local.emit(e),
    subscribe: (brcInfoNo, listener) => Promise.resolve(local.on(brcInfoNo, listener)),
    close: () => Promise.resolve(),
  };
}

/**
 * Several processes on one PostgreSQL database: the write's transaction notifies CHAT_CHANNEL, and every process
 * LISTENs on it with one dedicated connection (opened at the first subscription, reopened when lost), so a process's
 * own writes come back to it the same way as everybody else's. A viewer whose stream missed events while the
 * listener reconnected reads them when its stream comes back (the page asks for the messages after its last one).
 */
export function createPostgresChatBus(options: { url: string; log: EventLog; retryMs?: number }): ChatEventBus {
  const local = localEmitter();
  const listener = createPgListener({
    url: options.url,
    channel: CHAT_CHANNEL,
    name: 'chat event',
    log: options.log,
    retryMs: options.retryMs,
    onPayload: (payload) => {
      const e = decode(payload);
      if (e) local.emit(e);
    },
  });

  return {
    inTransaction: (trx, e) => new BroadcastChatRepository(trx).notify(CHAT_CHANNEL, encode(e)),
    committed: () => undefined,
    async subscribe(brcInfoNo, onEvent) {
      const off = local.on(brcInfoNo, onEvent);
      try {
        await listener.ready();
      } catch (err) {
        options.log.warn({ err }, 'chat event listener not connected');
      }
      return off;
    },
    close: () => listener.close(),
  };
}
