import { UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';
import type { QuotaUse, UploadRepository } from './upload.repository.js';

export type UploadQuotaLimits = Config['uploadQuota'];

/** What one upload took from a member's day; handed back with `release` when the upload fails after all. */
export interface QuotaReservation {
  userId: number;
  quotaYmd: string;
  bytes: number;
  count: number;
}

/**
 * A member's daily upload quota: bytes and files per Seoul calendar day (config `uploadQuota`). An upload reserves
 * its share before anything is stored, in one conditional statement (`UploadRepository.reserveQuota`): parallel
 * uploads can never both take the last slot, and a refused upload changes nothing.
 */
export class UploadQuota {
  constructor(
    private readonly repo: UploadRepository,
    private readonly limits: UploadQuotaLimits,
    private readonly clock: Clock,
  ) {}

  /** Takes `bytes` and `count` files from the member's day, or refuses with 413 and the limit that bites. */
  async reserve(userId: number, bytes: number, count: number): Promise<QuotaReservation> {
    const { dailyBytes, dailyCount } = this.limits;
    if (count > dailyCount) throw this.refusal('count');
    if (bytes > dailyBytes) throw this.refusal('bytes');
    const quotaYmd = todaySeoulYmd(this.clock);
    if (await this.repo.reserveQuota(userId, quotaYmd, { bytes, count }, this.limits)) {
      return { userId, quotaYmd, bytes, count };
    }
    const used = await this.used(userId, quotaYmd);
    throw this.refusal(used.usedCount + count > dailyCount ? 'count' : 'bytes');
  }

  /** Gives a failed upload's share back (same day it was taken from). */
  async release(r: QuotaReservation): Promise<void> {
    await this.repo.releaseQuota(r.userId, r.quotaYmd, { bytes: r.bytes, count: r.count });
  }

  /** Bytes and files the member used on `quotaYmd` (today by default). */
  used(userId: number, quotaYmd = todaySeoulYmd(this.clock)): Promise<QuotaUse> {
    return this.repo.quotaUse(userId, quotaYmd);
  }

  private refusal(kind: 'bytes' | 'count'): AppError {
    return new AppError(
      413,
      kind === 'bytes'
        ? UPLOAD_MESSAGES.quotaBytes(this.limits.dailyBytes)
        : UPLOAD_MESSAGES.quotaCount(this.limits.dailyCount),
    );
  }
}
