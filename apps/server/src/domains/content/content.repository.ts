import type { ContentType } from '@onfan/contracts/content';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { countAroundPage } from '../../db/list-count.js';
import type { ContentAtchTable, ContentItemTable } from './content.tables.js';

export type NewContentRow = Insertable<ContentItemTable>;
export type ContentRowUpdate = Updateable<ContentItemTable>;

/** A stored file attached to an item: its upload row (menu 'content', kind 'atch') and the attachment row. */
export interface NewAttachmentRow {
  fileId: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  regDt: string;
  atch: Omit<Insertable<ContentAtchTable>, 'fileId'>;
}

export interface ListFilter {
  types: readonly ContentType[];
  ctgrCode?: string | undefined;
  searchTerm?: string | undefined;
  /** title: the title only; all: title and body. */
  searchIn?: 'title' | 'all';
  limit: number;
  offset: number;
  /** Count at most this many rows (and one more, to know there are more). */
  countCap: number;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The content engine's queries: items, their attachments, popups. Built on the database or a transaction. */
export class ContentRepository {
  constructor(
    private readonly db: Executor,
    /** Now (ISO): an item with a posting window is visible only while the window holds it, decided at read time. */
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  private visible(types: readonly ContentType[], ctgrCode?: string) {
    const now = this.now();
    const items = this.db.selectFrom('contentItem as c');
    let q = // One type as an equality: the list's index then yields the order by itself.
      (
        types.length === 1
          ? items.where('c.contentsType', '=', types[0]!)
          : items.where('c.contentsType', 'in', [...types])
      )
        .where('c.useYn', '=', 'Y')
        .where('c.expsrYn', '=', 'Y')
        .where((eb) => eb.or([eb('c.pstgBgngDt', 'is', null), eb('c.pstgBgngDt', '<=', now)]))
        .where((eb) => eb.or([eb('c.pstgEndDt', 'is', null), eb('c.pstgEndDt', '>', now)]));
    if (ctgrCode) q = q.where('c.ctgrCode', '=', ctgrCode);
    return q;
  }

  /**
   * A page of visible items in list order (pinned first, newest first), counted up to `f.countCap` rows. The page is
   * found in two steps: the keys of the page alone, read from `content_item_order_idx` (which holds every column the
   * filter and the order read, so skipped rows cost an index entry each, not a table row), then those rows with their
   * columns; the count goes on from the page's last key (`countAroundPage`). Decision 042.
   */
  async list(f: ListFilter) {
    let q = this.visible(f.types, f.ctgrCode);
    if (f.searchTerm) {
      const p = `%${escapeLike(f.searchTerm.toLowerCase())}%`;
      q = q.where((eb) =>
        f.searchIn === 'title'
          ? eb(sql`lower(c.tit)`, 'like', sql`${p} escape '\\'`)
          : eb.or([
              eb(sql`lower(c.tit)`, 'like', sql`${p} escape '\\'`),
              eb(sql`lower(c.cn)`, 'like', sql`${p} escape '\\'`),
            ]),
      );
    }
    const page = await q
      .select(['c.contentsId', 'c.fixYn', 'c.regDt'])
      .orderBy('c.fixYn', 'desc')
      .orderBy('c.regDt', 'desc')
      .orderBy('c.contentsId', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    const countUpTo = async (rows: typeof q, max: number) =>
      Number(
        (
          await this.db
            .selectFrom(
              rows
                .select(sql<number>`1`.as('one'))
                .limit(max)
                .as('t'),
            )
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const last = page.at(-1);
    const total = await countAroundPage(
      { offset: f.offset, limit: f.limit, found: page.length, countCap: f.countCap },
      {
        after: (max) =>
          countUpTo(
            q.where((eb) =>
              eb(
                eb.refTuple('c.fixYn', 'c.regDt', 'c.contentsId'),
                '<',
                eb.tuple(last!.fixYn, last!.regDt, last!.contentsId),
              ),
            ),
            max,
          ),
        all: (max) => countUpTo(q, max),
      },
    );
    if (page.length === 0) return { rows: [], total };
    const rows = await this.db
      .selectFrom('contentItem as c')
      .leftJoin('cmmnCd as cd', (j) => j.onRef('cd.cmmnCdVal', '=', 'c.ctgrCode'))
      .select([
        'c.contentsId',
        'c.contentsType',
        'c.ctgrCode',
        'cd.cmmnCdValNm as ctgrNm',
        'c.tit',
        'c.smry',
        'c.thmbnlImgPtUrl',
        'c.bgngYmd',
        'c.endYmd',
        'c.fixYn',
        'c.regDt',
      ])
      .select((eb) =>
        eb
          .selectFrom('contentAtch as a')
          .whereRef('a.contentsId', '=', 'c.contentsId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('atchCnt'),
      )
      .where(
        'c.contentsId',
        'in',
        page.map((r) => r.contentsId),
      )
      .orderBy('c.fixYn', 'desc')
      .orderBy('c.regDt', 'desc')
      .orderBy('c.contentsId', 'desc')
      .execute();
    return { rows, total };
  }

  async find(id: number, types: readonly ContentType[]) {
    return this.visible(types)
      .leftJoin('cmmnCd as cd', (j) => j.onRef('cd.cmmnCdVal', '=', 'c.ctgrCode'))
      .selectAll('c')
      .select('cd.cmmnCdValNm as ctgrNm')
      .where('c.contentsId', '=', id)
      .executeTakeFirst();
  }

  async findAny(id: number) {
    return this.db.selectFrom('contentItem').selectAll().where('contentsId', '=', id).executeTakeFirst();
  }

  /** The visible neighbours in list order (newest first): `older` is the previous post, `newer` the next. */
  async neighbours(item: { contentsId: number; regDt: string }, types: readonly ContentType[], ctgrCode?: string) {
    const older = await this.visible(types, ctgrCode)
      .select(['c.contentsId as id', 'c.tit'])
      .where((eb) =>
        eb.or([
          eb('c.regDt', '<', item.regDt),
          eb.and([eb('c.regDt', '=', item.regDt), eb('c.contentsId', '<', item.contentsId)]),
        ]),
      )
      .orderBy('c.regDt', 'desc')
      .orderBy('c.contentsId', 'desc')
      .limit(1)
      .executeTakeFirst();
    const newer = await this.visible(types, ctgrCode)
      .select(['c.contentsId as id', 'c.tit'])
      .where((eb) =>
        eb.or([
          eb('c.regDt', '>', item.regDt),
          eb.and([eb('c.regDt', '=', item.regDt), eb('c.contentsId', '>', item.contentsId)]),
        ]),
      )
      .orderBy('c.regDt', 'asc')
      .orderBy('c.contentsId', 'asc')
      .limit(1)
      .executeTakeFirst();
    return { older: older ?? null, newer: newer ?? null };
  }

  async attachments(contentsId: number) {
    return this.db
      .selectFrom('contentAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .select(['f.fileId', 'f.originalName', 'f.sizeBytes'])
      .where('a.contentsId', '=', contentsId)
      .orderBy('a.sortSeq')
      .orderBy('a.atchId')
      .execute();
  }

  /** An attachment with the item it belongs to (only visible items' files are served). */
  async attachment(fileId: string) {
    return this.db
      .selectFrom('contentAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .innerJoin('contentItem as c', 'c.contentsId', 'a.contentsId')
      .select([
        'f.fileId',
        'f.storageKey',
        'f.originalName',
        'f.mimeType',
        'f.sizeBytes',
        'c.contentsId',
        'c.contentsType',
        'c.useYn',
        'c.expsrYn',
        'c.pstgBgngDt',
        'c.pstgEndDt',
      ])
      .where('a.fileId', '=', fileId)
      .executeTakeFirst();
  }

  /** Popup notices whose popup window holds `today` and whose posting window holds now. */
  async popups(today: string) {
    const now = this.now();
    return this.db
      .selectFrom('contentItem')
      .selectAll()
      .where('contentsType', '=', 'notice')
      .where('popupKind', 'is not', null)
      .where('useYn', '=', 'Y')
      .where('expsrYn', '=', 'Y')
      .where((eb) => eb.or([eb('pstgBgngDt', 'is', null), eb('pstgBgngDt', '<=', now)]))
      .where((eb) => eb.or([eb('pstgEndDt', 'is', null), eb('pstgEndDt', '>', now)]))
      .where('bgngYmd', '<=', today)
      .where('endYmd', '>=', today)
      .orderBy('fixYn', 'desc')
      .orderBy('regDt', 'desc')
      .execute();
  }

  async latest(types: readonly ContentType[], limit: number) {
    return this.visible(types)
      .selectAll('c')
      .orderBy('c.fixYn', 'desc')
      .orderBy('c.regDt', 'desc')
      .orderBy('c.contentsId', 'desc')
      .limit(limit)
      .execute();
  }

  /** Whether any item exists, visible or not (seeds run once). */
  async hasAny(): Promise<boolean> {
    return (await this.db.selectFrom('contentItem').select('contentsId').limit(1).executeTakeFirst()) !== undefined;
  }

  async insert(row: NewContentRow): Promise<number> {
    const inserted = await this.db
      .insertInto('contentItem')
      .values(row)
      .returning('contentsId')
      .executeTakeFirstOrThrow();
    return inserted.contentsId;
  }

  /** The registration time of an item (kept when it is edited), or undefined when there is none. */
  async regDtOf(id: number): Promise<string | undefined> {
    return (await this.copyOf(id))?.regDt;
  }

  /** An item's registration time and the copy an edit names (its last change), or undefined when there is none. */
  async copyOf(id: number): Promise<{ regDt: string; mdfcnDt: string } | undefined> {
    return this.db
      .selectFrom('contentItem')
      .select(['regDt', 'mdfcnDt'])
      .where('contentsId', '=', id)
      .executeTakeFirst();
  }

  /** Updates an item (only while it is still the copy `copy` names, when given); whether a row changed. */
  async update(id: number, values: ContentRowUpdate, copy?: string): Promise<boolean> {
    let q = this.db.updateTable('contentItem').set(values).where('contentsId', '=', id);
    if (copy !== undefined) q = q.where('mdfcnDt', '=', copy);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The type of an item, visible or not, or undefined when there is none. */
  async typeOf(id: number): Promise<ContentType | undefined> {
    const row = await this.db
      .selectFrom('contentItem')
      .select('contentsType')
      .where('contentsId', '=', id)
      .executeTakeFirst();
    return row?.contentsType;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('contentItem').where('contentsId', '=', id).execute();
  }

  /** Registers a stored file (menu 'content', kind 'atch') and attaches it to the item. */
  async insertAttachment(row: NewAttachmentRow): Promise<void> {
    await this.db
      .insertInto('uploadedFile')
      .values({
        fileId: row.fileId,
        storageKey: row.storageKey,
        originalName: row.originalName,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        menuType: 'content',
        contentsType: 'atch',
        userId: null,
        regDt: row.regDt,
      })
      .execute();
    await this.db
      .insertInto('contentAtch')
      .values({ ...row.atch, fileId: row.fileId })
      .execute();
  }
}
