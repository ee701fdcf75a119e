import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.js';
import type { AnyKysely } from './columns.js';
import { up } from './migrations/20261202T0900-upload.js';

/** 20261202T0900-upload: which files stored before the public flag stay at /files/<key>. */
describe('files stored before the public flag', () => {
  it('stay public when they were images for pages (rprs, img, editor), and private otherwise', async () => {
    const database = await createTestDatabase({ demo: false });
    const db = database.db as unknown as AnyKysely;
    // The table as it was: without the flag, then the migration runs over its rows.
    await sql`alter table uploaded_file drop column public_yn`.execute(db);
    const rows: [string, string | null, string][] = [
      ['a1', 'rprs', 'image/png'],
      ['a2', 'img', 'image/jpeg'],
      ['a3', 'editor', 'image/gif'],
      ['a4', 'certificate', 'image/png'],
      ['a5', 'atch', 'application/pdf'],
      ['a6', 'bankbook', 'image/jpeg'],
      ['a7', null, 'image/png'],
    ];
    for (const [id, kind, mime] of rows) {
      await sql`insert into uploaded_file (file_id, storage_key, original_name, mime_type, size_bytes, menu_type,
                contents_type, reg_dt) values (${id}, ${`${id}.png`}, 'a', ${mime}, 1, 'x', ${kind}, '2026')`.execute(
        db,
      );
    }
    await up(db, database.dialect);
    const flags = await database.db
      .selectFrom('uploadedFile')
      .select(['fileId', 'publicYn'])
      .orderBy('fileId')
      .execute();
    expect(flags.map((r) => `${r.fileId}:${r.publicYn}`)).toEqual([
      'a1:Y',
      'a2:Y',
      'a3:Y',
      'a4:N',
      'a5:N',
      'a6:N',
      'a7:N',
    ]);
  });
});
