import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { BrcCaptionTable, BrcMediaJobTable } from './broadcast.tables.js';

export type CaptionRow = Selectable<BrcCaptionTable>;
export type MediaJobRow = Selectable<BrcMediaJobTable>;

/** The broadcast media desk's queries (decision 051): the broadcast captioned and its published captions. */
export class BroadcastMediaRepository {
  constructor(private readonly db: Executor) {}

  broadcast(brcInfoNo: number) {
    return this.db
      .selectFrom('brcInfo')
      .select(['brcInfoNo', 'brcTit', 'brcTypeDcd', 'mediaKey'])
      .where('brcInfoNo', '=', brcInfoNo)
      .executeTakeFirst();
  }

  caption(brcInfoNo: number): Promise<CaptionRow | undefined> {
    return this.db.selectFrom('brcCaption').selectAll().where('brcInfoNo', '=', brcInfoNo).executeTakeFirst();
  }

  /** The first captions of a broadcast; false when another publication got there first (the primary key). */
  async insertCaption(row: Insertable<BrcCaptionTable>): Promise<boolean> {
    const r = await this.db
      .insertInto('brcCaption')
      .values(row)
      .onConflict((oc) => oc.column('brcInfoNo').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** New captions over the copy `updtDt` read; false when the copy has changed since. */
  async updateCaptionIfCopy(
    brcInfoNo: number,
    updtDt: string,
    values: Pick<BrcCaptionTable, 'vttCn' | 'cueCnt' | 'oprUserId' | 'updtDt'>,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('brcCaption')
      .set(values)
      .where('brcInfoNo', '=', brcInfoNo)
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  mediaJob(brcInfoNo: number): Promise<MediaJobRow | undefined> {
    return this.db.selectFrom('brcMediaJob').selectAll().where('brcInfoNo', '=', brcInfoNo).executeTakeFirst();
  }

  /** The first transcode of a broadcast; false when another start got there first (the primary key). */
  async insertMediaJob(row: Insertable<BrcMediaJobTable>): Promise<boolean> {
    const r = await this.db
      .insertInto('brcMediaJob')
      .values(row)
      .onConflict((oc) => oc.column('brcInfoNo').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** A new transcode over the copy `updtDt` read, only when the last one ended; false otherwise. */
  async restartMediaJobIfCopy(
    brcInfoNo: number,
    updtDt: string,
    values: Pick<BrcMediaJobTable, 'jobTkn' | 'upldId' | 'fileNm' | 'mediaSeq' | 'oprUserId' | 'regDt' | 'updtDt'>,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('brcMediaJob')
      .set({ ...values, stsCd: 'WAIT', prgrsPct: 0, errMsg: null, bgngDt: null, endDt: null })
      .where('brcInfoNo', '=', brcInfoNo)
      .where('updtDt', '=', updtDt)
      .where('stsCd', 'in', ['DONE', 'FAIL'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The job `jobTkn` (still the broadcast's latest, not ended) starts, or starts over, at 0 %. */
  async markRunning(brcInfoNo: number, jobTkn: string, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('brcMediaJob')
      .set({ stsCd: 'RUN', prgrsPct: 0, errMsg: null, bgngDt: now })
      .where('brcInfoNo', '=', brcInfoNo)
      .where('jobTkn', '=', jobTkn)
      .where('stsCd', 'in', ['WAIT', 'RUN'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setProgress(brcInfoNo: number, jobTkn: string, prgrsPct: number): Promise<void> {
    await this.db
      .updateTable('brcMediaJob')
      .set({ prgrsPct })
      .where('brcInfoNo', '=', brcInfoNo)
      .where('jobTkn', '=', jobTkn)
      .where('stsCd', '=', 'RUN')
      .execute();
  }

  /** The job ends (DONE with its media key, or FAIL with its error); false when it is no longer the running one. */
  async endJob(
    brcInfoNo: number,
    jobTkn: string,
    values: { stsCd: 'DONE' | 'FAIL'; errMsg: string | null; mediaKey: string | null; endDt: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('brcMediaJob')
      .set({ ...values, ...(values.stsCd === 'DONE' ? { prgrsPct: 100 } : {}) })
      .where('brcInfoNo', '=', brcInfoNo)
      .where('jobTkn', '=', jobTkn)
      .where('stsCd', 'in', ['WAIT', 'RUN'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Points the broadcast at its newly published media. */
  async setMediaKey(brcInfoNo: number, mediaKey: string): Promise<void> {
    await this.db.updateTable('brcInfo').set({ mediaKey }).where('brcInfoNo', '=', brcInfoNo).execute();
  }

  broadcastText(brcInfoNo: number) {
    return this.db
      .selectFrom('brcInfo')
      .select(['brcTit', 'brcTypeDcd'])
      .where('brcInfoNo', '=', brcInfoNo)
      .executeTakeFirst();
  }

  /** The uploads a transcode still needs (waiting or running): the sweep keeps them. */
  async activeUploadIds(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('brcMediaJob')
      .select('upldId')
      .where('stsCd', 'in', ['WAIT', 'RUN'])
      .execute();
    return new Set(rows.map((r) => r.upldId));
  }

  /** Each broadcast's current media key and when its latest transcode ended (null: none ended), for the sweep. */
  mediaOf(brcInfoNos: readonly number[]) {
    if (brcInfoNos.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('brcInfo')
      .leftJoin('brcMediaJob', 'brcMediaJob.brcInfoNo', 'brcInfo.brcInfoNo')
      .select(['brcInfo.brcInfoNo', 'brcInfo.mediaKey', 'brcMediaJob.endDt'])
      .where('brcInfo.brcInfoNo', 'in', brcInfoNos)
      .execute();
  }
}
