import type { RoomDeskQuery } from '@onfan/contracts/studio-room.admin';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { type Gallery, type GalleryImage, galleryImages, replaceGallery, uploadedBy } from '../../db/gallery-rows.js';
import { pageOffset } from '../../http/paging.js';
import type { RsvtRoomTable } from './studio.tables.js';

/** Uploads of the rooms desk: the upload menu and kind its pictures are stored under. */
export const ROOM_UPLOAD = { menuType: 'studio', contentsType: 'room' } as const;

/** Where the room's pictures are kept, in order. */
const GALLERY: Gallery<'roomImg'> = {
  table: 'roomImg',
  owner: 'roomId',
  id: 'roomImgId',
  row: (roomId, image, sortSeq) => ({ roomId, imgPtUrl: image.imgPtUrl, imgAlt: image.imgAlt, sortSeq }),
};

/** The room list's sortable columns (the contract's keys); the owner's name is the studio's or the space's. */
const ROOM_SORT = { roomNm: 'rsvtRoom.roomNm', ownerNm: 'ownerNm', regDt: 'rsvtRoom.regDt' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rooms desk's SQL over the rooms of studios and spaces, their pictures and their closed days. */
export class StudioRoomDeskRepository {
  constructor(private readonly db: Executor) {}

  /** Every room with its owner (exactly one of the studio and the space is there). */
  private rooms() {
    return this.db
      .selectFrom('rsvtRoom')
      .leftJoin('studio', 'studio.studoId', 'rsvtRoom.studoId')
      .leftJoin('space', 'space.spaceId', 'rsvtRoom.spaceId');
  }

  private withOwner(q: ReturnType<StudioRoomDeskRepository['rooms']>) {
    return q.selectAll('rsvtRoom').select(sql<string>`coalesce(studio.studo_nm, space.space_nm, '')`.as('ownerNm'));
  }

  async list(q: RoomDeskQuery) {
    let base = this.rooms();
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where((eb) => eb(sql`lower(rsvt_room.room_nm)`, 'like', sql`${p} escape '\\'`));
    }
    if (q.ownerKind)
      base = base.where(q.ownerKind === 'studio' ? 'rsvtRoom.studoId' : 'rsvtRoom.spaceId', 'is not', null);
    if (q.studoId) base = base.where('rsvtRoom.studoId', '=', q.studoId);
    if (q.spaceId) base = base.where('rsvtRoom.spaceId', '=', q.spaceId);
    if (q.useYn) base = base.where('rsvtRoom.useYn', '=', q.useYn);
    const { column, direction } = consoleOrder(q, ROOM_SORT, { sort: 'regDt', order: 'desc' });
    const [items, count] = await Promise.all([
      this.withOwner(base)
        .select((eb) =>
          eb
            .selectFrom('roomImg')
            .whereRef('roomImg.roomId', '=', 'rsvtRoom.roomId')
            .select(eb.fn.countAll<number>().as('n'))
            .as('imgCnt'),
        )
        .orderBy(column, direction)
        .orderBy('rsvtRoom.roomId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  studios() {
    return this.db
      .selectFrom('studio')
      .select(['studoId', 'studoNm', 'useYn'])
      .orderBy('sortSeq')
      .orderBy('studoId')
      .execute();
  }

  spaces() {
    return this.db
      .selectFrom('space')
      .select(['spaceId', 'spaceNm', 'useYn'])
      .orderBy('sortSeq')
      .orderBy('spaceId')
      .execute();
  }

  space(spaceId: number) {
    return this.db.selectFrom('space').select(['spaceId', 'spaceNm']).where('spaceId', '=', spaceId).executeTakeFirst();
  }

  studio(studoId: number) {
    return this.db
      .selectFrom('studio')
      .select(['studoId', 'studoNm'])
      .where('studoId', '=', studoId)
      .executeTakeFirst();
  }

  /** A room of a studio or a space, with its owner's name. */
  byId(roomId: number) {
    return this.withOwner(this.rooms()).where('rsvtRoom.roomId', '=', roomId).executeTakeFirst();
  }

  images(roomId: number) {
    return galleryImages(this.db, GALLERY, roomId);
  }

  async insert(row: Insertable<RsvtRoomTable>): Promise<number> {
    const r = await this.db.insertInto('rsvtRoom').values(row).returning('roomId').executeTakeFirstOrThrow();
    return r.roomId;
  }

  /** Updates the room only if it is still the copy read (`updtDt` as stored); false when it is not. */
  async updateIfCopy(roomId: number, storedUpdtDt: string, values: Updateable<RsvtRoomTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('rsvtRoom')
      .set(values)
      .where('roomId', '=', roomId)
      .where('updtDt', '=', storedUpdtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** The room's pictures become `images`, in this order. */
  replaceImages(roomId: number, images: readonly GalleryImage[]): Promise<void> {
    return replaceGallery(this.db, GALLERY, roomId, images);
  }

  /** Of the storage keys `keys`, those this operator uploaded at the rooms desk. */
  ownUploads(userId: number, keys: readonly string[]): Promise<string[]> {
    return uploadedBy(this.db, ROOM_UPLOAD, userId, keys);
  }

  closures(roomId: number, from: string, to: string) {
    return this.db
      .selectFrom('roomClosure')
      .select(['ymd', 'rsn'])
      .where('roomId', '=', roomId)
      .where('ymd', '>=', from)
      .where('ymd', '<=', to)
      .orderBy('ymd')
      .execute();
  }

  closure(roomId: number, ymd: string) {
    return this.db
      .selectFrom('roomClosure')
      .select(['ymd', 'rsn'])
      .where('roomId', '=', roomId)
      .where('ymd', '=', ymd)
      .executeTakeFirst();
  }

  /** One closure per room and day (the primary key): saving a day again changes its reason. */
  async upsertClosure(row: { roomId: number; ymd: string; rsn: string; regDt: string }): Promise<void> {
    await this.db
      .insertInto('roomClosure')
      .values(row)
      .onConflict((oc) => oc.columns(['roomId', 'ymd']).doUpdateSet({ rsn: row.rsn }))
      .execute();
  }

  async deleteClosure(roomId: number, ymd: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('roomClosure')
      .where('roomId', '=', roomId)
      .where('ymd', '=', ymd)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }
}
