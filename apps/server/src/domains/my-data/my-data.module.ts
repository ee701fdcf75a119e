import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../domain-deps.js';
import type { JobLog, JobQueue } from '../../jobs/job-queue.js';
import { myDataRoutes } from './my-data.routes.js';
import { MyDataService } from './my-data.service.js';

/** 내 정보 내려받기 (issue 43), built once per app: its service and routes (the job is in my-data.jobs.ts). */
export function createMyDataModule(deps: AppDeps, others: { queue: JobQueue; log: Pick<JobLog, 'warn'> }) {
  const myData = new MyDataService(deps.database.db, deps.storage, deps.clock, others.queue, others.log);
  return { myData, routes: (app: FastifyInstance) => myDataRoutes(app, { myData }) };
}
