import type { ChatList, ChatListQuery, ChatMessage, ChatModerationBody } from '@onfan/contracts/broadcast-chat';
import { BROADCAST_CHAT_MESSAGES, CHAT_RATE, CHAT_RECENT } from '@onfan/contracts/broadcast-chat';
import { BROADCAST_MESSAGES } from '@onfan/contracts/broadcast';
import { maskName } from '@onfan/contracts/mask';
import type { RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import type { ChatEventBus } from './broadcast-chat.events.js';
import { BroadcastChatRepository, type ChatRow } from './broadcast-chat.repository.js';
import type { BroadcastRepository } from './broadcast.repository.js';
import { type BroadcastRow } from './broadcast.repository.js';
import { statusAt } from './broadcast.service.js';

/** How long a process keeps a message it read for its streams (every viewer of one process gets the one read). */
const STREAM_READ_TTL_MS = 5000;

/** What the audit keeps of a message. */
const auditCopy = (r: ChatRow) => ({
  brcInfoNo: r.brcInfoNo,
  userId: r.userId,
  chatCn: r.chatCn,
  hideYn: r.hideYn,
  hideRsn: r.hideRsn,
  updtDt: r.updtDt,
});

/**
 * Live chat during a broadcast (decision 046): members write while a live or commerce broadcast is on air (1–200
 * characters, no prohibited word, CHAT_RATE per member, not while muted); everyone reads. Each message keeps its offset
 * from the start, so the replay plays it in time. The console hides a message or mutes its writer for the broadcast,
 * with an audit row in the same transaction. Every write announces itself to the broadcast's streams on every process
 * (ChatEventBus: NOTIFY in the write's transaction on PostgreSQL).
 */
export class BroadcastChatService {
  /** The messages this process read for its streams lately, by id (one read per message, not one per viewer). */
  private readonly streamReads = new Map<number, Promise<ChatRow | undefined>>();

  constructor(
    private readonly repo: BroadcastChatRepository,
    private readonly broadcasts: BroadcastRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly prohibitedWords: ProhibitedWordService,
    private readonly records: ConsoleRecords,
    readonly events: ChatEventBus,
  ) {}

  /** The wire form of a message for the viewer `viewerId` (null: a visitor). */
  wire(r: ChatRow, viewerId: number | null): ChatMessage {
    return {
      chatId: r.chatId,
      brcInfoNo: r.brcInfoNo,
      userNm: maskName(r.userNm),
      chatCn: r.chatCn,
      ofstSec: r.ofstSec,
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: r.updtDt,
      mine: viewerId !== null && r.userId === viewerId,
    };
  }

  private async found(brcInfoNo: number): Promise<BroadcastRow> {
    const row = await this.broadcasts.find(brcInfoNo);
    if (!row) throw AppError.notFound(BROADCAST_MESSAGES.notFound);
    return row;
  }

  /** Chat is open while a live or commerce broadcast is on air (recordings are ENDED by statusAt). */
  private open(row: BroadcastRow, now: Date): boolean {
    return statusAt(row, now) === 'LIVE';
  }

  async list(brcInfoNo: number, q: ChatListQuery, user: SessionUser | null): Promise<ChatList> {
    const row = await this.found(brcInfoNo);
    const after = q.after === undefined ? undefined : Number(q.after);
    const limit = q.limit === undefined ? CHAT_RECENT : Number(q.limit);
    const rows =
      after === undefined ? await this.repo.recent(brcInfoNo, limit) : await this.repo.after(brcInfoNo, after, limit);
    return {
      items: rows.map((r) => this.wire(r, user?.userId ?? null)),
      open: this.open(row, this.clock.now()),
      muted: user ? await this.repo.isMuted(brcInfoNo, user.userId) : false,
    };
  }

  async post(user: SessionUser, brcInfoNo: number, chatCn: string) {
    const now = this.clock.now();
    const row = await this.found(brcInfoNo);
    if (!this.open(row, now)) throw AppError.badRequest(BROADCAST_CHAT_MESSAGES.notLive);
    if (await this.repo.isMuted(brcInfoNo, user.userId)) throw AppError.forbidden(BROADCAST_CHAT_MESSAGES.muted);
    if ((await this.prohibitedWords.findIn([chatCn])) !== null) {
      throw AppError.badRequest(BROADCAST_MESSAGES.prohibited, [
        { field: 'chatCn', message: BROADCAST_MESSAGES.prohibited },
      ]);
    }
    const rateWndw = Math.floor(now.getTime() / 1000 / CHAT_RATE.windowSeconds);
    const iso = now.toISOString();
    const chatId = await this.transaction(async (trx) => {
      const repo = new BroadcastChatRepository(trx);
      // The window's places 1..CHAT_RATE.max, each taken once (the unique index): a post that raced another to a
      // place takes the next one, and none is left past the limit.
      let id: number | null = null;
      for (let seq = (await repo.countInWindow(brcInfoNo, user.userId, rateWndw)) + 1; seq <= CHAT_RATE.max; seq++) {
        id = await repo.insert({
          brcInfoNo,
          userId: user.userId,
          chatCn,
          ofstSec: Math.max(0, Math.floor((now.getTime() - Date.parse(row.brcBgngDt)) / 1000)),
          rateWndw,
          rateSeq: seq,
          regDt: iso,
          updtDt: iso,
        });
        if (id !== null) break;
      }
      if (id === null) {
        throw new AppError(429, BROADCAST_CHAT_MESSAGES.tooFast, { retryAfterSeconds: CHAT_RATE.windowSeconds });
      }
      await this.events.inTransaction(trx, { kind: 'message', brcInfoNo, chatId: id });
      return id;
    });
    this.events.committed({ kind: 'message', brcInfoNo, chatId });
    const saved = await this.repo.byId(chatId);
    return ok(BROADCAST_CHAT_MESSAGES.sent, { chat: this.wire(saved!, user.userId) });
  }

  /** Hides a message for every viewer (the copy it was decided on, why; the audit row in the same transaction). */
  async hide(actor: ConsoleActor, chatId: number, body: ChatModerationBody) {
    const now = this.clock.now().toISOString();
    const rsn = body.rsn.trim();
    const brcInfoNo = await this.transaction(async (trx) => {
      const repo = new BroadcastChatRepository(trx);
      const before = await repo.byId(chatId);
      if (!before) throw AppError.notFound(BROADCAST_CHAT_MESSAGES.notFound);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (before.hideYn === 'Y') throw AppError.conflict(BROADCAST_CHAT_MESSAGES.alreadyHidden);
      if (!(await repo.hideIfCopy(chatId, body.updtDt, { hideRsn: rsn, updtDt: now }))) throw AppError.staleCopy();
      const after = (await repo.byId(chatId))!;
      await this.records.audit(
        actor,
        {
          targetKind: 'broadcast-chat',
          targetId: chatId,
          action: 'HIDE',
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
      await this.events.inTransaction(trx, { kind: 'hide', brcInfoNo: before.brcInfoNo, chatId });
      return before.brcInfoNo;
    });
    this.events.committed({ kind: 'hide', brcInfoNo, chatId });
    return ok(BROADCAST_CHAT_MESSAGES.hidden);
  }

  /** Mutes the writer of a message in its broadcast: their further posts there are refused (403). */
  async mute(actor: ConsoleActor, chatId: number, body: ChatModerationBody) {
    const now = this.clock.now().toISOString();
    const rsn = body.rsn.trim();
    await this.transaction(async (trx) => {
      const repo = new BroadcastChatRepository(trx);
      const msg = await repo.byId(chatId);
      if (!msg) throw AppError.notFound(BROADCAST_CHAT_MESSAGES.notFound);
      if (msg.updtDt !== body.updtDt) throw AppError.staleCopy();
      const muted = await repo.mute({
        brcInfoNo: msg.brcInfoNo,
        userId: msg.userId,
        muteRsn: rsn,
        oprUserId: actor.user.userId,
        regDt: now,
      });
      if (!muted) throw AppError.conflict(BROADCAST_CHAT_MESSAGES.alreadyMuted);
      await this.records.audit(
        actor,
        {
          targetKind: 'broadcast-chat-mute',
          targetId: `${msg.brcInfoNo}:${msg.userId}`,
          action: 'MUTE',
          before: null,
          after: { brcInfoNo: msg.brcInfoNo, userId: msg.userId, chatId, muteRsn: rsn, regDt: now },
        },
        trx,
      );
    });
    return ok(BROADCAST_CHAT_MESSAGES.mutedMember);
  }

  /** A message for this process's streams: read once, however many viewers the process serves. */
  streamRead(chatId: number): Promise<ChatRow | undefined> {
    let read = this.streamReads.get(chatId);
    if (!read) {
      read = this.repo.byId(chatId);
      this.streamReads.set(chatId, read);
      setTimeout(() => this.streamReads.delete(chatId), STREAM_READ_TTL_MS).unref();
    }
    return read;
  }
}
