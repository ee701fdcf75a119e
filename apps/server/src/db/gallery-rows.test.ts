import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.js';
import { type Gallery, galleryImages, replaceGallery, uploadedBy } from './gallery-rows.js';

/** The galleries the spaces and rooms desks keep (decision 034's record pages): one helper for both tables. */
describe('gallery rows', async () => {
  const database = await createTestDatabase({ demo: true });
  const { db } = database;
  afterAll(() => database.close());

  const spaces: Gallery<'spaceGlry'> = {
    table: 'spaceGlry',
    owner: 'spaceId',
    id: 'glryId',
    row: (spaceId, image, sortSeq) => ({ spaceId, ...image, sortSeq }),
  };
  const rooms: Gallery<'roomImg'> = {
    table: 'roomImg',
    owner: 'roomId',
    id: 'roomImgId',
    row: (roomId, image, sortSeq) => ({ roomId, ...image, sortSeq }),
  };
  const [first, second] = await db.selectFrom('space').select('spaceId').orderBy('spaceId').limit(2).execute();
  const room = await db.selectFrom('rsvtRoom').select('roomId').orderBy('roomId').executeTakeFirstOrThrow();

  it('replaces one record’s gallery in the order given, and leaves the others’ as they were', async () => {
    const otherBefore = await galleryImages(db, spaces, second!.spaceId);
    const images = [
      { imgPtUrl: '/files/c.webp', imgAlt: '세 번째로 올린 사진' },
      { imgPtUrl: '/files/a.webp', imgAlt: '첫 번째로 올린 사진' },
      { imgPtUrl: '/files/b.webp', imgAlt: '두 번째로 올린 사진' },
    ];
    await replaceGallery(db, spaces, first!.spaceId, images);
    expect(await galleryImages(db, spaces, first!.spaceId)).toEqual(images);
    await replaceGallery(db, spaces, first!.spaceId, [images[2]!, images[0]!]);
    expect(await galleryImages(db, spaces, first!.spaceId)).toEqual([images[2], images[0]]);
    expect(await galleryImages(db, spaces, second!.spaceId)).toEqual(otherBefore);
  });

  it('empties a gallery, and works the same on the rooms’ table', async () => {
    await replaceGallery(db, spaces, first!.spaceId, []);
    expect(await galleryImages(db, spaces, first!.spaceId)).toEqual([]);
    const images = [{ imgPtUrl: '/files/room.webp', imgAlt: '작업대가 놓인 룸' }];
    await replaceGallery(db, rooms, room.roomId, images);
    expect(await galleryImages(db, rooms, room.roomId)).toEqual(images);
  });

  it('keeps of the keys only those the operator uploaded under the desk’s menu and kind', async () => {
    const user = await db.selectFrom('appUser').select('userId').orderBy('userId').executeTakeFirstOrThrow();
    const file = (storageKey: string, menuType: string, contentsType: string, userId: number | null) => ({
      fileId: `gallery-${storageKey}`,
      storageKey,
      originalName: `${storageKey}.webp`,
      mimeType: 'image/webp',
      sizeBytes: 10,
      menuType,
      contentsType,
      userId,
      regDt: new Date().toISOString(),
    });
    await db
      .insertInto('uploadedFile')
      .values([
        file('g-own', 'space', 'gallery', user.userId),
        file('g-other-kind', 'studio', 'room', user.userId),
        file('g-someone', 'space', 'gallery', null),
      ])
      .execute();
    const upload = { menuType: 'space', contentsType: 'gallery' };
    expect(await uploadedBy(db, upload, user.userId, ['g-own', 'g-other-kind', 'g-someone', 'g-none'])).toEqual([
      'g-own',
    ]);
    expect(await uploadedBy(db, upload, user.userId, [])).toEqual([]);
  });
});
