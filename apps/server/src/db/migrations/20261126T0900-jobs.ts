import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Jobs in a queue (issue 41, decision 033): the durable table the SQLite backend runs (jobs/table-queue.ts) and the
 * schedules' last enqueued minutes. On PostgreSQL graphile-worker keeps its own schema and these stay empty. The old
 * lease table job_lock goes: the queue runs each job once.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('job_queue'), dialect, 'job_id')
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('run_at', 'text', timestamp)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('last_error', 'text')
    .addColumn('locked_at', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('job_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', timestamp)
    .execute();
  await db.schema.createIndex('job_queue_due_idx').on('job_queue').columns(['run_at', 'job_id']).execute();
  await db.schema
    .createTable('job_schedule')
    .addColumn('identifier', 'text', (c) => c.primaryKey())
    .addColumn('last_minute', 'text', (c) => c.notNull())
    .execute();
  await sql`drop table if exists job_lock`.execute(db);
}
