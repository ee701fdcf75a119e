import type { SpaceDeskQuery } from '@onfan/contracts/space.admin';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { type Gallery, type GalleryImage, galleryImages, replaceGallery, uploadedBy } from '../../db/gallery-rows.js';
import { pageOffset } from '../../http/paging.js';
import type { SpaceTable } from './space.tables.js';

/** Uploads of the spaces desk: the upload menu and kind its gallery pictures are stored under. */
export const SPACE_UPLOAD = { menuType: 'space', contentsType: 'gallery' } as const;

/** Where the space's gallery pictures are kept, in order. */
const GALLERY: Gallery<'spaceGlry'> = {
  table: 'spaceGlry',
  owner: 'spaceId',
  id: 'glryId',
  row: (spaceId, image, sortSeq) => ({ spaceId, imgPtUrl: image.imgPtUrl, imgAlt: image.imgAlt, sortSeq }),
};

/** The space list's sortable columns (the contract's keys). */
const SPACE_SORT = { spaceNm: 'space.spaceNm', sortSeq: 'space.sortSeq', regDt: 'space.regDt' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The spaces desk's SQL over the spaces, their groups and their galleries (their rooms are the rooms desk's). */
export class SpaceDeskRepository {
  constructor(private readonly db: Executor) {}

  private spaces() {
    return this.db.selectFrom('space').innerJoin('spaceGrp', 'spaceGrp.grpId', 'space.grpId');
  }

  private withCounts(q: ReturnType<SpaceDeskRepository['spaces']>) {
    return q
      .selectAll('space')
      .select('spaceGrp.grpNm')
      .select((eb) =>
        eb
          .selectFrom('spaceGlry')
          .whereRef('spaceGlry.spaceId', '=', 'space.spaceId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('imgCnt'),
      )
      .select((eb) =>
        eb
          .selectFrom('rsvtRoom')
          .whereRef('rsvtRoom.spaceId', '=', 'space.spaceId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('roomCnt'),
      );
  }

  async list(q: SpaceDeskQuery) {
    let base = this.spaces();
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where((eb) => eb(sql`lower(space.space_nm)`, 'like', sql`${p} escape '\\'`));
    }
    if (q.grpId) base = base.where('space.grpId', '=', q.grpId);
    if (q.useYn) base = base.where('space.useYn', '=', q.useYn);
    const { column, direction } = consoleOrder(q, SPACE_SORT, { sort: 'sortSeq', order: 'asc' });
    const [items, count] = await Promise.all([
      this.withCounts(base)
        .orderBy(column, direction)
        .orderBy('space.spaceId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  groups() {
    return this.db.selectFrom('spaceGrp').select(['grpId', 'grpNm']).orderBy('sortSeq').orderBy('grpId').execute();
  }

  group(grpId: number) {
    return this.db.selectFrom('spaceGrp').select('grpId').where('grpId', '=', grpId).executeTakeFirst();
  }

  byId(spaceId: number) {
    return this.withCounts(this.spaces()).where('space.spaceId', '=', spaceId).executeTakeFirst();
  }

  images(spaceId: number) {
    return galleryImages(this.db, GALLERY, spaceId);
  }

  async insert(row: Insertable<SpaceTable>): Promise<number> {
    const r = await this.db.insertInto('space').values(row).returning('spaceId').executeTakeFirstOrThrow();
    return r.spaceId;
  }

  /** Updates the space only if it is still the copy read (`updtDt` as stored); false when it is not. */
  async updateIfCopy(spaceId: number, storedUpdtDt: string, values: Updateable<SpaceTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('space')
      .set(values)
      .where('spaceId', '=', spaceId)
      .where('updtDt', '=', storedUpdtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** The space's gallery becomes `images`, in this order. */
  replaceImages(spaceId: number, images: readonly GalleryImage[]): Promise<void> {
    return replaceGallery(this.db, GALLERY, spaceId, images);
  }

  /** Of the storage keys `keys`, those this operator uploaded at the spaces desk. */
  ownUploads(userId: number, keys: readonly string[]): Promise<string[]> {
    return uploadedBy(this.db, SPACE_UPLOAD, userId, keys);
  }
}
