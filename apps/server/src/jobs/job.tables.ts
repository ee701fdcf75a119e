import type { Generated } from '../db/table-types.js';

/* 20261126T0900-jobs: the SQLite backend's durable queue (jobs/table-queue.ts); on PostgreSQL graphile-worker keeps
   its own schema and these stay empty. */

export interface JobQueueTable {
  jobId: Generated<number>;
  jobName: string;
  /** JSON. */
  payload: string;
  runAt: string;
  attempts: Generated<number>;
  maxAttempts: number;
  lastError: string | null;
  lockedAt: string | null;
  lockedBy: string | null;
  jobKey: string | null;
  createdAt: string;
}

export interface JobScheduleTable {
  identifier: string;
  /** The last minute (ISO, UTC) whose run was enqueued. */
  lastMinute: string;
}
