import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';

/**
 * Studio reviews hidden at the reservation desk (issue 38): a hidden flag with who hid it, when and why, and the time
 * of the review's last change (`updt_dt`, the copy a desk change names; null until the first change). A hidden review
 * leaves the public list and the public counts; its writer still sees it, marked hidden.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('room_revw')
    .addColumn('hide_yn', 'text', (c) =>
      c
        .notNull()
        .defaultTo('N')
        .check(sql`hide_yn in ('Y','N')`),
    )
    .execute();
  await db.schema.alterTable('room_revw').addColumn('hide_rsn', 'text').execute();
  await db.schema
    .alterTable('room_revw')
    .addColumn('hide_by', 'integer', (c) => c.references('app_user.user_id'))
    .execute();
  await db.schema.alterTable('room_revw').addColumn('hide_dt', 'text').execute();
  await db.schema.alterTable('room_revw').addColumn('updt_dt', 'text').execute();

  await db.schema
    .alterTable('rsvt')
    .addColumn('use_rslt', 'text', (c) => c.check(sql`use_rslt in ('DONE','NOSHOW')`))
    .execute();
  await db.schema
    .alterTable('rsvt')
    .addColumn('rslt_by', 'integer', (c) => c.references('app_user.user_id'))
    .execute();
  await db.schema.alterTable('rsvt').addColumn('rslt_dt', 'text').execute();
}
