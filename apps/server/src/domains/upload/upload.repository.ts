import type { Insertable, Kysely } from 'kysely';
import type { DB, UploadedFileTable } from '../../db/schema.js';

export type NewUploadedFile = Insertable<UploadedFileTable>;

export class UploadRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** All rows of one upload, or none. */
  async insertAll(rows: readonly NewUploadedFile[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('uploadedFile')
        .values([...rows])
        .execute();
    });
  }

  async findByKey(storageKey: string) {
    return this.db.selectFrom('uploadedFile').selectAll().where('storageKey', '=', storageKey).executeTakeFirst();
  }
}
