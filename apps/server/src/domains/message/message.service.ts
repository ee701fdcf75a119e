import type { PageQuery, Page } from '@onfan/contracts/envelope';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { maskName } from '@onfan/contracts/mask';
import type { Message, UnreadCount, sendMessageBodySchema } from '@onfan/contracts/message';
import { MESSAGE_MESSAGES, MESSAGE_RELATED } from '@onfan/contracts/message';
import { communityPath, footholdPath } from '@onfan/contracts/portal-path';
import type { Challenge } from 'altcha-lib';
import type { z } from 'zod';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { NotificationService } from '../notification/notification.service.js';
import { captchaExpired, type CaptchaService } from './captcha.js';
import type { MessageEventBus } from './message-events.js';
import { isOperator } from '../../http/policy.js';
import { can } from './message.policy.js';
import type { InboxRow } from './message.repository.js';
import { MessageRepository } from './message.repository.js';

type SendBody = z.output<typeof sendMessageBodySchema>;

/** 마이페이지 → 메시지함, where the receiver reads a message (the address names the message, one notification each). */
export const messageLink = (msgId: number) => `/mypage/connect?msgId=${msgId}`;

/** A nickname that carries the sender's real name shows it masked (as the community does); no nickname: the masked name. */
function senderName(row: { sndrUserNm: string; sndrNickNm: string | null }): string {
  const name = row.sndrUserNm.trim();
  const nick = row.sndrNickNm?.trim();
  if (!nick) return maskName(name);
  return name && nick.includes(name) ? nick.split(name).join(maskName(name)) : nick;
}

/** A row id given as text ('12'), or null. */
function rowId(key: string | null | undefined): number | null {
  if (!key || !/^[1-9]\d{0,9}$/.test(key)) return null;
  const n = Number(key);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * Messages between members: sending (ALTCHA, the related post, foothold or message, blocks), the receiver's inbox,
 * unread count, read and delete (message.policy.ts), and blocking senders. Every change of a member's unread count is
 * published on the event bus after its transaction committed.
 */
export class MessageService {
  constructor(
    private readonly repo: MessageRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly captcha: CaptchaService,
    private readonly events: MessageEventBus,
    /**
     * Tells the receiver of a message (the accounts domain's outbox: an e-mail where they take 커뮤니티 by e-mail, and
     * the in-app notification), and reads that notification when the message is read (the centre).
     */
    private readonly notices?: {
      outbox: Pick<NotificationOutbox, 'enqueue' | 'deliver'>;
      centre: Pick<NotificationService, 'markReadAbout'>;
    },
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** A new anti-bot challenge for the contact modal's widget. */
  challenge(): Promise<Challenge> {
    return this.captcha.challenge();
  }

  /** Sends a message: the answer is verified first, then the rules, then it is used up in the write's transaction. */
  async send(body: SendBody, user: SessionUser) {
    const captcha = await this.captcha.verify(body.captcha);
    if (!can(user, 'send', { sndrUserId: user.userId, rcvrUserId: body.rcvrUserId })) {
      throw AppError.badRequest(MESSAGE_MESSAGES.selfSend);
    }
    const { repo } = this;
    // A blocked sender hears what anyone hears of an account that cannot receive: the block is not revealed.
    if (!(await repo.activeUser(body.rcvrUserId)) || (await repo.isBlocked(body.rcvrUserId, user.userId))) {
      throw AppError.notFound(MESSAGE_MESSAGES.receiverNotFound);
    }
    const related = await this.related(body, user);
    const now = this.now();
    const { msgId, sent } = await this.transaction(async (trx) => {
      const tx = new MessageRepository(trx);
      if (!(await tx.useCaptcha(captcha.signature, captcha.expiresAt, now))) throw captchaExpired();
      const msgId = await tx.insert({
        relMsgId: related.relMsgId,
        msgTit: body.msgTit ?? null,
        msgCn: body.msgCn,
        sndrUserId: user.userId,
        rcvrUserId: body.rcvrUserId,
        rltdTblNo: body.rltdTblNo,
        rltdTblKey: related.key,
        regDt: now,
      });
      return { msgId, sent: await this.tellReceiver(tx, trx, msgId, body, user.userId) };
    });
    await this.events.publish(body.rcvrUserId);
    if (sent) await this.notices?.outbox.deliver([sent]);
    return ok(MESSAGE_MESSAGES.sent, { msgId });
  }

  /**
   * The receiver's notice of a new message, in the send's transaction: who sent it and its title, never its text (the
   * inbox shows that to the receiver alone). The message banner keeps counting unread messages; the notification is
   * the record, read with the message.
   */
  private async tellReceiver(tx: MessageRepository, trx: Executor, msgId: number, body: SendBody, sndrUserId: number) {
    if (!this.notices) return 0;
    const [sender, email] = await Promise.all([tx.person(sndrUserId), tx.emailOf(body.rcvrUserId)]);
    const from = sender ? senderName({ sndrUserNm: sender.userNm, sndrNickNm: sender.nickNm }) : '회원';
    const title = body.msgTit?.trim() ? ` 제목: ${body.msgTit.trim()}.` : '';
    return this.notices.outbox.enqueue(
      {
        channel: 'EMAIL',
        recipient: email,
        userId: body.rcvrUserId,
        kind: 'MESSAGE_RECEIVED',
        subject: `[온판] ${from}님이 메시지를 보냈습니다`,
        body: `[온판] ${from}님이 메시지를 보냈습니다.${title} 마이페이지 메시지함에서 확인하세요.`,
        link: messageLink(msgId),
      },
      trx,
    );
  }

  /** What a message is about must exist and belong to its receiver (a post's writer, a foothold's owner, a reply). */
  private async related(body: SendBody, user: SessionUser): Promise<{ key: string; relMsgId: number | null }> {
    const { repo } = this;
    if (body.rltdTblNo === MESSAGE_RELATED.reply) {
      const originalId = body.relMsgId ?? rowId(body.rltdTblKey);
      const original = originalId === null ? undefined : await repo.find(originalId);
      const allowed =
        original !== undefined &&
        original.rcvrDelYn === 'N' &&
        original.sndrUserId === body.rcvrUserId &&
        (body.rltdTblKey == null || body.rltdTblKey === String(original.msgId)) &&
        can(user, 'reply', { ...original, siteAccess: await repo.siteAccess(user.userId) });
      if (!allowed) throw AppError.forbidden(MESSAGE_MESSAGES.replyNotAllowed);
      return { key: String(original.msgId), relMsgId: original.msgId };
    }
    if (body.relMsgId != null) throw AppError.badRequest(MESSAGE_MESSAGES.relatedRequired);
    const id = rowId(body.rltdTblKey);
    const owner =
      id === null
        ? undefined
        : body.rltdTblNo === MESSAGE_RELATED.post
          ? await repo.postWriter(id)
          : await repo.footholdOwner(id);
    if (owner === undefined || owner !== body.rcvrUserId) throw AppError.badRequest(MESSAGE_MESSAGES.relatedRequired);
    return { key: String(id), relMsgId: null };
  }

  /** The caller's received messages they did not delete, newest first. */
  async inbox(q: PageQuery, user: SessionUser): Promise<Page<Message>> {
    const { rows, total } = await this.repo.inbox(user.userId, q.pageSize, pageOffset(q));
    // Only an operator's site-access flag can allow a reply (message.policy.ts): nobody else's is read.
    const siteAccess = isOperator(user) ? await this.repo.siteAccess(user.userId) : ('N' as const);
    return toPage(
      rows.map((r) => this.item(r, user, siteAccess)),
      total,
      q,
    );
  }

  private item(r: InboxRow, user: SessionUser, siteAccess: 'Y' | 'N'): Message {
    let rltdPath: string | null = null;
    const key = rowId(r.rltdTblKey);
    if (key !== null && r.rltdTblNo === MESSAGE_RELATED.post && r.postShown > 0) {
      rltdPath = communityPath(key, r.postCtgr);
    } else if (key !== null && r.rltdTblNo === MESSAGE_RELATED.foothold && r.footholdShown > 0) {
      rltdPath = footholdPath(key);
    }
    return {
      msgId: r.msgId,
      relMsgId: r.relMsgId,
      msgTit: r.msgTit,
      msgCn: r.msgCn,
      userId: r.sndrUserId,
      userNm: senderName(r),
      imgPtUrl: r.sndrProfileImg,
      userPattnCd: r.sndrUserPattnCd,
      mngrYn: r.sndrUserPattnCd === USER_PATTERN.operator ? 'Y' : 'N',
      regDt: toSeoulIso(new Date(r.regDt)),
      readgYn: r.readgYn,
      rltdTblNo: r.rltdTblNo,
      rltdTblKey: r.rltdTblKey,
      rltdPath,
      canReply: can(user, 'reply', { ...r, siteAccess }),
      senderBlocked: r.blocked > 0,
    };
  }

  async unread(user: SessionUser): Promise<UnreadCount> {
    return { rcvrMsgCnt: await this.unreadCount(user.userId) };
  }

  /** The member's unread count (the event stream reads it on every event). */
  unreadCount(userId: number): Promise<number> {
    return this.repo.unreadCount(userId);
  }

  /** The receiver's message as the rules see it; anyone else's, or a deleted one, is not found (never revealed). */
  private async own(msgId: number, user: SessionUser, action: 'read' | 'delete') {
    const row = await this.repo.find(msgId);
    if (!row || row.rcvrDelYn === 'Y' || !can(user, action, row)) throw AppError.notFound(MESSAGE_MESSAGES.notFound);
    return row;
  }

  async markRead(msgId: number, user: SessionUser) {
    await this.own(msgId, user, 'read');
    const { found, changed } = await this.repo.markRead(msgId, user.userId, this.now());
    if (!found) throw AppError.notFound(MESSAGE_MESSAGES.notFound);
    if (changed) await this.events.publish(user.userId);
    // The message read in the inbox is read in the centre too: one thing is never unread in two places.
    if (changed) await this.notices?.centre.markReadAbout(user.userId, 'MESSAGE_RECEIVED', messageLink(msgId));
    return ok(MESSAGE_MESSAGES.read);
  }

  async remove(msgId: number, user: SessionUser) {
    const row = await this.own(msgId, user, 'delete');
    if (!(await this.repo.removeForReceiver(msgId, user.userId))) throw AppError.notFound(MESSAGE_MESSAGES.notFound);
    if (row.readgYn === 'N') await this.events.publish(user.userId);
    return ok(MESSAGE_MESSAGES.deleted);
  }

  /** Stops messages from `userId` to the caller (any member but oneself; blocking twice is no change). */
  async block(userId: number, user: SessionUser) {
    if (!can(user, 'block', { sndrUserId: userId, rcvrUserId: user.userId })) {
      throw AppError.badRequest(MESSAGE_MESSAGES.selfBlock);
    }
    if (!(await this.repo.activeUser(userId))) throw AppError.notFound(MESSAGE_MESSAGES.receiverNotFound);
    await this.repo.block(user.userId, userId, this.now());
    return ok(MESSAGE_MESSAGES.blocked);
  }

  async unblock(userId: number, user: SessionUser) {
    if (!(await this.repo.unblock(user.userId, userId))) throw AppError.notFound(MESSAGE_MESSAGES.notBlocked);
    return ok(MESSAGE_MESSAGES.unblocked);
  }
}
