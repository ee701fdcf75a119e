import { UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';

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
 * its share before anything is stored, in one conditional statement: an upsert whose ON CONFLICT DO UPDATE applies
 * only while the new totals stay within the limits. The database serialises the row, so parallel uploads can never
 * both take the last slot; a refused upload changes nothing.
 */
export class UploadQuota {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly limits: UploadQuotaLimits,
    private readonly clock: Clock,
  ) {}

  /** Takes `bytes` and `count` files from the member's day, or refuses with 413 and the limit that bites. */
  async reserve(userId: number, bytes: number, count: number): Promise<QuotaReservation> {
    const { dailyBytes, dailyCount } = this.limits;
    if (count > dailyCount) throw this.refusal('count');
    if (bytes > dailyBytes) throw this.refusal('bytes');
    const quotaYmd = todaySeoulYmd(this.clock);
    const row = await this.db
      .insertInto('uploadQuota')
      .values({ userId, quotaYmd, usedBytes: bytes, usedCount: count })
      .onConflict((oc) =>
        oc
          .columns(['userId', 'quotaYmd'])
          .doUpdateSet((eb) => ({
            usedBytes: eb('uploadQuota.usedBytes', '+', eb.ref('excluded.usedBytes')),
            usedCount: eb('uploadQuota.usedCount', '+', eb.ref('excluded.usedCount')),
          }))
          .where((eb) =>
            eb.and([
              eb(eb('uploadQuota.usedBytes', '+', bytes), '<=', dailyBytes),
              eb(eb('uploadQuota.usedCount', '+', count), '<=', dailyCount),
            ]),
          ),
      )
      .returning(['usedBytes', 'usedCount'])
      .executeTakeFirst();
    if (row) return { userId, quotaYmd, bytes, count };
    const used = await this.used(userId, quotaYmd);
    throw this.refusal(used.usedCount + count > dailyCount ? 'count' : 'bytes');
  }

  /** Gives a failed upload's share back (same day it was taken from). */
  async release(r: QuotaReservation): Promise<void> {
    await this.db
      .updateTable('uploadQuota')
      .set((eb) => ({
        usedBytes: eb('usedBytes', '-', r.bytes),
        usedCount: eb('usedCount', '-', r.count),
      }))
      .where('userId', '=', r.userId)
      .where('quotaYmd', '=', r.quotaYmd)
      .execute();
  }

  /** Bytes and files the member used on `quotaYmd` (today by default). */
  async used(userId: number, quotaYmd = todaySeoulYmd(this.clock)): Promise<{ usedBytes: number; usedCount: number }> {
    const row = await this.db
      .selectFrom('uploadQuota')
      .select(['usedBytes', 'usedCount'])
      .where('userId', '=', userId)
      .where('quotaYmd', '=', quotaYmd)
      .executeTakeFirst();
    return { usedBytes: Number(row?.usedBytes ?? 0), usedCount: Number(row?.usedCount ?? 0) };
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
