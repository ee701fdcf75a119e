import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CtrFthldTable } from './foothold.tables.js';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type NewFoothold = Insertable<CtrFthldTable>;
/** What a creator writes (the rest — owner, certification, use flag, creation — is not theirs to change). */
export type FootholdValues = Pick<
  NewFoothold,
  | 'fthldNm'
  | 'fthldIntro'
  | 'fthldCn'
  | 'rprsImgPtUrl'
  | 'rprsImgFileNm'
  | 'fthldTag1'
  | 'fthldTag2'
  | 'fthldTag3'
  | 'ytbChnlUrl'
  | 'instgrmUrl'
  | 'fcbkUrl'
  | 'navrUrl'
  | 'primActvtCtgr'
  | 'mdfcnDt'
>;

/** A foothold with its owner's name and nickname (masked by the service). */
export type FootholdRow = Selectable<CtrFthldTable> & { userNm: string; nickNm: string | null };

export interface FootholdFilter {
  searchKeyword: string | undefined;
  tag: string | undefined;
  limit: number;
  offset: number;
}

/** The footholds' queries. Built on the database or a transaction. */
export class FootholdRepository {
  constructor(private readonly db: Executor) {}

  private visible() {
    return this.db
      .selectFrom('ctrFthld as f')
      .innerJoin('appUser as u', 'u.userId', 'f.userId')
      .where('f.useYn', '=', 'Y');
  }

  private columns<Q extends ReturnType<FootholdRepository['visible']>>(q: Q) {
    return q.selectAll('f').select(['u.userNm', 'u.nickNm']);
  }

  /**
   * A page of footholds: certified creators first, then the most recently updated. The keyword matches the name, the
   * introduction, the activity field and the tags; the tag matches one of the three exactly.
   */
  async list(f: FootholdFilter): Promise<{ rows: FootholdRow[]; total: number }> {
    let query = this.visible();
    if (f.searchKeyword) {
      const p = `%${escapeLike(f.searchKeyword.toLowerCase())}%`;
      const like = (col: string) => sql<boolean>`lower(coalesce(${sql.ref(col)}, '')) like ${p} escape '\\'`;
      query = query.where(({ or }) =>
        or(
          ['f.fthld_nm', 'f.fthld_intro', 'f.prim_actvt_ctgr', 'f.fthld_tag1', 'f.fthld_tag2', 'f.fthld_tag3'].map(
            like,
          ),
        ),
      );
    }
    if (f.tag) {
      const tag = f.tag;
      query = query.where((eb) =>
        eb.or([eb('f.fthldTag1', '=', tag), eb('f.fthldTag2', '=', tag), eb('f.fthldTag3', '=', tag)]),
      );
    }
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await this.columns(query)
      .orderBy('f.certCtrYn', 'desc')
      .orderBy('f.mdfcnDt', 'desc')
      .orderBy('f.ctrFthldId', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  async find(ctrFthldId: number): Promise<FootholdRow | undefined> {
    return this.columns(this.visible()).where('f.ctrFthldId', '=', ctrFthldId).executeTakeFirst();
  }

  async findByUser(userId: number): Promise<FootholdRow | undefined> {
    return this.columns(this.visible()).where('f.userId', '=', userId).executeTakeFirst();
  }

  /** The owner of a foothold in use, for the ownership check, with what an update that leaves them out keeps. */
  async owner(ctrFthldId: number) {
    return this.db
      .selectFrom('ctrFthld')
      .select(['userId', 'rprsImgPtUrl', 'rprsImgFileNm', 'fthldTag1', 'fthldTag2', 'fthldTag3'])
      .where('ctrFthldId', '=', ctrFthldId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** The most used tags of visible footholds, most used first (ties by name). */
  async popularTags(limit: number): Promise<{ tag: string; cnt: number }[]> {
    const tags = (n: 1 | 2 | 3) =>
      this.db
        .selectFrom('ctrFthld')
        .select(sql<string>`${sql.ref(`fthld_tag${n}`)}`.as('tag'))
        .where('useYn', '=', 'Y')
        .where(sql.ref(`fthld_tag${n}`), 'is not', null);
    const rows = await this.db
      .selectFrom(tags(1).unionAll(tags(2)).unionAll(tags(3)).as('t'))
      .select(['t.tag', (eb) => eb.fn.countAll<number>().as('cnt')])
      .groupBy('t.tag')
      .orderBy('cnt', 'desc')
      .orderBy('t.tag')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ tag: r.tag, cnt: Number(r.cnt) }));
  }

  /** Whether `storageKey` is a file `userId` uploaded through the portal (uploaded_file). */
  async isUploadOf(storageKey: string, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('uploadedFile')
      .select('fileId')
      .where('storageKey', '=', storageKey)
      .where('userId', '=', userId)
      // An image meant for pages: never a document or certificate the member uploaded privately.
      .where('publicYn', '=', 'Y')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts the creator's foothold; the unique constraint on the owner answers a second one with `null`. */
  async insert(values: FootholdValues & { userId: number; regDt: string; certCtrYn?: 'Y' | 'N' }) {
    const row = await this.db
      .insertInto('ctrFthld')
      .values(values)
      .onConflict((oc) => oc.column('userId').doNothing())
      .returning('ctrFthldId')
      .executeTakeFirst();
    return row?.ctrFthldId ?? null;
  }

  /** Updates the given columns of the foothold if `userId` still owns it; answers whether a row changed. */
  async update(ctrFthldId: number, userId: number, values: Partial<FootholdValues>): Promise<boolean> {
    const res = await this.db
      .updateTable('ctrFthld')
      .set(values)
      .where('ctrFthldId', '=', ctrFthldId)
      .where('userId', '=', userId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** For the seed: a user's id by login id. */
  async userIdByLogin(lgnId: string): Promise<number | undefined> {
    return (await this.db.selectFrom('appUser').select('userId').where('lgnId', '=', lgnId).executeTakeFirst())?.userId;
  }
}
