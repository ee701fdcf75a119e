import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { WriterColumns } from '../business-community.repository.js';
import { likePattern, num } from '../business-community.repository.js';
import type { CmntBrdTable } from '../business-community.tables.js';

export type EntryRow = Selectable<CmntBrdTable> &
  WriterColumns & { cmntId: number; cmntNm: string; brdNm: string; brdSeCd: string; atchCnt: number };

/** The entries of the communities' notice and data boards and their files. Built on the database or a transaction. */
export class BoardRepository {
  constructor(private readonly db: Executor) {}

  private entries() {
    return this.db
      .selectFrom('cmntBrd as e')
      .innerJoin('cmntBrdMnt as b', 'b.cmntBrdMntId', 'e.cmntBrdMntId')
      .innerJoin('cmnt as c', 'c.cmntId', 'b.cmntId')
      .innerJoin('appUser as u', 'u.userId', 'e.userId')
      .leftJoin('cmntMbr as wm', (j) => j.onRef('wm.cmntId', '=', 'b.cmntId').onRef('wm.userId', '=', 'e.userId'))
      .where('e.useYn', '=', 'Y')
      .where('b.useYn', '=', 'Y')
      .where('c.useYn', '=', 'Y');
  }

  private entryColumns<Q extends ReturnType<BoardRepository['entries']>>(q: Q) {
    return q
      .selectAll('e')
      .select(['b.cmntId', 'c.cmntNm', 'b.brdNm', 'b.brdSeCd'])
      .select(['u.userNm', 'u.nickNm', 'u.profileImg', 'u.compCnfmYn', 'wm.mbrRoleCd as writerRole'])
      .select((eb) =>
        eb
          .selectFrom('cmntAtch as a')
          .whereRef('a.cmntBrdId', '=', 'e.cmntBrdId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('atchCnt'),
      );
  }

  private entryRow = (r: Record<string, unknown>): EntryRow =>
    ({ ...r, atchCnt: num(r.atchCnt), writerRole: r.writerRole ?? null }) as EntryRow;

  async listEntries(cmntBrdMntId: number, searchTerm: string | undefined, limit: number, offset: number) {
    let q = this.entries().where('e.cmntBrdMntId', '=', cmntBrdMntId);
    if (searchTerm) {
      const p = likePattern(searchTerm);
      q = q.where((eb) => eb.or([eb(sql`lower(e.brd_tit)`, 'like', p), eb(sql`lower(e.brd_cn)`, 'like', p)]));
    }
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await this.entryColumns(q)
      .orderBy('e.fixYn', 'desc')
      .orderBy('e.regDt', 'desc')
      .orderBy('e.cmntBrdId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows: rows.map(this.entryRow), total: num(total.n) };
  }

  async findEntry(cmntBrdId: number): Promise<EntryRow | undefined> {
    const row = await this.entryColumns(this.entries()).where('e.cmntBrdId', '=', cmntBrdId).executeTakeFirst();
    return row ? this.entryRow(row) : undefined;
  }

  async attachments(cmntBrdId: number) {
    return this.db
      .selectFrom('cmntAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .where('a.cmntBrdId', '=', cmntBrdId)
      .select(['f.fileId', 'f.originalName', 'f.sizeBytes', 'f.mimeType', 'f.storageKey'])
      .orderBy('a.sortSeq')
      .execute();
  }

  // Seeds.

  async insertEntry(values: Insertable<CmntBrdTable>): Promise<number> {
    const row = await this.db
      .insertInto('cmntBrd')
      .values({ ...values, updtDt: values.updtDt ?? values.regDt })
      .returning('cmntBrdId')
      .executeTakeFirstOrThrow();
    return row.cmntBrdId;
  }

  async insertAttachment(
    cmntBrdId: number,
    sortSeq: number,
    file: { fileId: string; storageKey: string; originalName: string; mimeType: string; sizeBytes: number },
    regDt: string,
  ) {
    await this.db
      .insertInto('uploadedFile')
      .values({ ...file, menuType: 'scommunity', contentsType: 'atch', userId: null, regDt })
      .execute();
    await this.db.insertInto('cmntAtch').values({ cmntBrdId, fileId: file.fileId, sortSeq }).execute();
  }
}
