import type { Insertable } from 'kysely';
import type { Executor } from './executor.js';
import type { DB } from './schema.js';

/** A picture of a record's gallery as the desks read and write it: its public address and its alternative text. */
export interface GalleryImage {
  imgPtUrl: string;
  imgAlt: string;
}

/** The tables that hold a record's pictures in order (a space's gallery, a room's pictures). */
export type GalleryTableName = {
  [T in keyof DB]: DB[T] extends { imgPtUrl: string; imgAlt: unknown; sortSeq: unknown } ? T : never;
}[keyof DB];

/** Where a gallery is kept: its table, the column naming the record it belongs to, and the row id (the tie-break). */
export interface Gallery<T extends GalleryTableName> {
  table: T;
  owner: keyof DB[T] & string;
  id: keyof DB[T] & string;
  /** The row a picture becomes, at its place (`sortSeq`, from 0) in the record's gallery. */
  row: (ownerId: number, image: GalleryImage, sortSeq: number) => Insertable<DB[T]>;
}

/** The record's pictures, in the order the operator set (then as stored). */
export function galleryImages<T extends GalleryTableName>(
  db: Executor,
  gallery: Gallery<T>,
  ownerId: number,
): Promise<GalleryImage[]> {
  const { ref } = db.dynamic;
  return db
    .selectFrom(gallery.table as GalleryTableName)
    .select(['imgPtUrl', 'imgAlt'])
    .where(ref(gallery.owner), '=', ownerId)
    .orderBy('sortSeq')
    .orderBy(ref(gallery.id))
    .execute();
}

/**
 * The record's gallery becomes `images`, in this order: the old rows go and the new ones are written with their
 * places. Run it in the transaction that saves the record (and names the copy it was made on).
 */
export async function replaceGallery<T extends GalleryTableName>(
  db: Executor,
  gallery: Gallery<T>,
  ownerId: number,
  images: readonly GalleryImage[],
): Promise<void> {
  await db
    .deleteFrom(gallery.table as GalleryTableName)
    .where(db.dynamic.ref(gallery.owner), '=', ownerId)
    .execute();
  if (images.length === 0) return;
  await db
    .insertInto(gallery.table)
    .values(images.map((image, sortSeq) => gallery.row(ownerId, image, sortSeq)))
    .execute();
}

/** Of the storage keys `keys`, those this operator uploaded under `upload` (a desk's upload menu and kind). */
export async function uploadedBy(
  db: Executor,
  upload: { menuType: string; contentsType: string },
  userId: number,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('uploadedFile')
    .select('storageKey')
    .where('storageKey', 'in', [...keys])
    .where('menuType', '=', upload.menuType)
    .where('contentsType', '=', upload.contentsType)
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => r.storageKey);
}
