import { formatHhmm, reservationNumber, RSVT_NOTICE, type RsvtNoticeEvent } from '@onfan/contracts/studio';
import { formatYmd } from '@onfan/contracts/time';
import type { Executor } from '../../db/executor.js';
import type { NewNotification } from '../auth/notification/outbox.js';
import { ReservationRepository } from './reservation.repository.js';

/** The accounts domain's notification outbox, as booking needs it: a message written in the booking's transaction. */
export interface BookingOutbox {
  enqueue(n: NewNotification, trx?: Executor): Promise<number>;
}

/** 마이페이지 → 나의 예약, where the member sees the reservation. */
export const MY_RESERVATIONS_LINK = '/mypage/reservations';

const SUBJECT: Record<RsvtNoticeEvent, string> = {
  REQUESTED: '예약 신청',
  CONFIRMED: '예약 확정',
  REJECTED: '예약 반려',
  CANCELED: '예약 취소',
};

/**
 * Tells the member when a reservation is made, confirmed, rejected or cancelled: a text message to the reservation's
 * contact phone and an e-mail to the account's address, written to the outbox in the same transaction as the change
 * (a notice exists exactly when the change does; the outbox delivers it).
 */
export class BookingNotices {
  constructor(private readonly outbox: BookingOutbox) {}

  async send(trx: Executor, rsvtId: number, event: RsvtNoticeEvent): Promise<void> {
    const r = await new ReservationRepository(trx).noticeFacts(rsvtId);
    if (!r) return;
    const no = reservationNumber(r.rsvtId);
    const reason = event === 'REJECTED' && r.sttsRsn ? ` 사유: ${r.sttsRsn}` : '';
    const body = `[온판] ${r.roomNm} ${whenOf(r)} ${RSVT_NOTICE[event]}${reason} 예약번호 ${no}. 자세한 내용은 마이페이지에서 확인하세요.`;
    await this.tell(trx, r, `reservation-${event.toLowerCase()}`, `[온판] ${SUBJECT[event]} 안내 (${no})`, body);
  }

  /**
   * Tells the member the outcome an operator marked on a past reservation (이용완료 with an invitation to review, or
   * 미이용(노쇼)), in the same transaction as the mark.
   */
  async outcome(trx: Executor, rsvtId: number, result: 'DONE' | 'NOSHOW'): Promise<void> {
    const r = await new ReservationRepository(trx).noticeFacts(rsvtId);
    if (!r) return;
    const no = reservationNumber(r.rsvtId);
    const what =
      result === 'DONE'
        ? '이용완료로 처리되었습니다. 이용 후기를 남겨 주세요.'
        : '미이용(노쇼)으로 처리되었습니다. 사실과 다르면 고객센터로 문의해 주세요.';
    const body = `[온판] ${r.roomNm} ${whenOf(r)} 예약이 ${what} 예약번호 ${no}.`;
    await this.tell(
      trx,
      r,
      `reservation-${result === 'DONE' ? 'done' : 'noshow'}`,
      `[온판] 이용 결과 안내 (${no})`,
      body,
    );
  }

  /** Reminds the member the day before a confirmed reservation, in the transaction that claimed the reminder. */
  async reminder(trx: Executor, rsvtId: number): Promise<void> {
    const r = await new ReservationRepository(trx).noticeFacts(rsvtId);
    if (!r) return;
    const no = reservationNumber(r.rsvtId);
    const body = `[온판] 내일 ${r.roomNm} ${whenOf(r)} 예약이 있습니다. 이용 시간 10분 전까지 도착해 주세요. 예약번호 ${no}. 취소하시려면 마이페이지 나의 예약에서 미리 취소해 주세요.`;
    await this.tell(trx, r, 'reservation-reminder', `[온판] 내일 예약 안내 (${no})`, body);
  }

  /**
   * Tells the writer of a review that an operator hid it, with the reason (the review desk, issue 38), the same way
   * and in the same transaction as the hide.
   */
  async reviewHidden(trx: Executor, rsvtId: number, reason: string): Promise<void> {
    const r = await new ReservationRepository(trx).noticeFacts(rsvtId);
    if (!r) return;
    const no = reservationNumber(r.rsvtId);
    const body = `[온판] ${r.roomNm} ${whenOf(r)} 이용 후기가 운영 정책에 따라 숨김 처리되었습니다. 사유: ${reason}. 예약번호 ${no}. 후기는 마이페이지 나의 예약에서 확인하세요.`;
    await this.tell(trx, r, 'review-hidden', `[온판] 이용 후기 숨김 안내 (${no})`, body);
  }

  /**
   * A text to the reservation's contact phone when there is one (retention blanks it), an e-mail when the account has
   * an address, and the in-app notification always (with the text's message, or alone without a phone).
   */
  private async tell(trx: Executor, r: NoticeFacts, kind: string, subject: string, body: string): Promise<void> {
    // The in-app notification goes with the text message (its link to 나의 예약), not again with the e-mail.
    await this.outbox.enqueue(
      { channel: 'SMS', recipient: r.rsvtUserCnctel || null, userId: r.userId, kind, body, link: MY_RESERVATIONS_LINK },
      trx,
    );
    if (r.userEmail)
      await this.outbox.enqueue(
        { channel: 'EMAIL', recipient: r.userEmail, userId: r.userId, kind, subject, body },
        trx,
      );
  }
}

type NoticeFacts = NonNullable<Awaited<ReturnType<ReservationRepository['noticeFacts']>>>;
const whenOf = (r: NoticeFacts) => `${formatYmd(r.rsvtYmd)} ${formatHhmm(r.rsvtBgngHhmm)}~${formatHhmm(r.rsvtEndHhmm)}`;
