import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { UploadedFileTable } from './upload.tables.js';

export type NewUploadedFile = Insertable<UploadedFileTable>;

/** Bytes and files a member used on one Seoul day. */
export interface QuotaUse {
  usedBytes: number;
  usedCount: number;
}

/** The uploaded_file rows and the members' daily upload_quota counters. */
export class UploadRepository {
  constructor(private readonly db: Executor) {}

  /** All rows of one upload, or none (one statement). */
  async insertAll(rows: readonly NewUploadedFile[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('uploadedFile')
      .values([...rows])
      .execute();
  }

  async findByKey(storageKey: string) {
    return this.db.selectFrom('uploadedFile').selectAll().where('storageKey', '=', storageKey).executeTakeFirst();
  }

  /** Whether the key is a file meant for everyone (the only ones /files/<key> serves). */
  async isPublic(storageKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('uploadedFile')
      .select('fileId')
      .where('storageKey', '=', storageKey)
      .where('publicYn', '=', 'Y')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A stored file by its id: where it is and how it is named. */
  async findById(fileId: string) {
    return this.db
      .selectFrom('uploadedFile')
      .select(['fileId', 'storageKey', 'originalName', 'mimeType', 'userId'])
      .where('fileId', '=', fileId)
      .executeTakeFirst();
  }

  /**
   * Adds `bytes` and `count` to the member's day in one conditional statement: an upsert whose ON CONFLICT DO UPDATE
   * applies only while the new totals stay within the limits. The database serialises the row, so parallel uploads
   * can never both take the last slot. False (and nothing changed) when the limits would be passed.
   */
  async reserveQuota(
    userId: number,
    quotaYmd: string,
    use: { bytes: number; count: number },
    limits: { dailyBytes: number; dailyCount: number },
  ): Promise<boolean> {
    const row = await this.db
      .insertInto('uploadQuota')
      .values({ userId, quotaYmd, usedBytes: use.bytes, usedCount: use.count })
      .onConflict((oc) =>
        oc
          .columns(['userId', 'quotaYmd'])
          .doUpdateSet((eb) => ({
            usedBytes: eb('uploadQuota.usedBytes', '+', eb.ref('excluded.usedBytes')),
            usedCount: eb('uploadQuota.usedCount', '+', eb.ref('excluded.usedCount')),
          }))
          .where((eb) =>
            eb.and([
              eb(eb('uploadQuota.usedBytes', '+', use.bytes), '<=', limits.dailyBytes),
              eb(eb('uploadQuota.usedCount', '+', use.count), '<=', limits.dailyCount),
            ]),
          ),
      )
      .returning(['usedBytes', 'usedCount'])
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives a share back to the member's day it was taken from. */
  async releaseQuota(userId: number, quotaYmd: string, use: { bytes: number; count: number }): Promise<void> {
    await this.db
      .updateTable('uploadQuota')
      .set((eb) => ({
        usedBytes: eb('usedBytes', '-', use.bytes),
        usedCount: eb('usedCount', '-', use.count),
      }))
      .where('userId', '=', userId)
      .where('quotaYmd', '=', quotaYmd)
      .execute();
  }

  async quotaUse(userId: number, quotaYmd: string): Promise<QuotaUse> {
    const row = await this.db
      .selectFrom('uploadQuota')
      .select(['usedBytes', 'usedCount'])
      .where('userId', '=', userId)
      .where('quotaYmd', '=', quotaYmd)
      .executeTakeFirst();
    return { usedBytes: Number(row?.usedBytes ?? 0), usedCount: Number(row?.usedCount ?? 0) };
  }

  /** Counters of days before `quotaYmd` (only today's is ever read). */
  async deleteQuotaBefore(quotaYmd: string): Promise<void> {
    await this.db.deleteFrom('uploadQuota').where('quotaYmd', '<', quotaYmd).execute();
  }

  /** One page of files recorded before `cutoff`, in (reg_dt, file_id) order after the cursor. */
  async recordedBefore(cutoff: string, after: { regDt: string; fileId: string } | null, limit: number) {
    let q = this.db
      .selectFrom('uploadedFile')
      .select(['fileId', 'storageKey', 'regDt'])
      .where('regDt', '<', cutoff)
      .orderBy('regDt')
      .orderBy('fileId')
      .limit(limit);
    if (after) {
      q = q.where((eb) =>
        eb.or([
          eb('regDt', '>', after.regDt),
          eb.and([eb('regDt', '=', after.regDt), eb('fileId', '>', after.fileId)]),
        ]),
      );
    }
    return q.execute();
  }

  /** Removes a file's row if it is still older than `cutoff`; true when a row went. */
  async deleteRecordedBefore(fileId: string, cutoff: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('uploadedFile')
      .where('fileId', '=', fileId)
      .where('regDt', '<', cutoff)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  /** Which of `keys` a row records. */
  async recordedKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('uploadedFile')
      .select('storageKey')
      .where('storageKey', 'in', [...keys])
      .execute();
    return new Set(rows.map((r) => r.storageKey));
  }
}
