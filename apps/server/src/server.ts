import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { DatabaseLog } from './db/database.js';
import { consoleLog, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed.js';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS } from './domains/auth/auth.seed.js';
import { enqueueBroadcastStartJobs } from './domains/broadcast/broadcast.alerts.js';
import { createJobs } from './jobs/create-queue.js';
import type { JobLog } from './jobs/job-queue.js';
import { portalJobSets } from './jobs/portal-jobs.js';
import { loggerOptions } from './http/logging.js';
import { useMediaTools } from './lib/media-tools.js';
import { drainServer } from './http/draining.js';

const config = loadConfig();
// Lost database connections are logged and survived: on the console until the app's logger takes over.
const databaseLog: DatabaseLog = { warn: consoleLog.warn };
const database = openDatabase(config.database, { log: databaseLog });
await migrateToLatest(database);
await seedDatabase(database, { demo: config.seedDemo, secondFactorKey: config.secondFactor.key });
// The process's one job queue: its runner (JOBS=on) takes from it, and the app's requests enqueue on it (decision 051).
// Built before the app; its log lines go to the app's logger once there is one.
let log: FastifyBaseLogger | null = null;
const jobLog: JobLog = {
  info: (obj, msg) => log?.info(obj, msg),
  warn: (obj, msg) => (log ? log.warn(obj, msg) : consoleLog.warn(obj, msg)),
  error: (obj, msg) => (log ? log.error(obj, msg) : consoleLog.warn(obj, msg)),
};
const stopping = new AbortController();
const jobs = createJobs({
  config,
  database,
  sets: portalJobSets({ database, config, log: jobLog, signal: stopping.signal }),
  log: jobLog,
});
// A process answers HTTP (WEB=on), runs the jobs (JOBS=on), or both (the default; decision 032).
const app: FastifyInstance | null = config.roles.web ? await buildApp({ config, database, queue: jobs.queue }) : null;
// A worker without the web logs as the web does (same format and redactions).
log = app?.log ?? Fastify({ logger: loggerOptions(config.logLevel) }).log;
const appLog = log;
databaseLog.warn = (obj, msg) => appLog.warn(obj, msg);
// The broadcast media's ffmpeg and ffprobe: the machine's own, else the optional packages' binaries (decision 017);
// found before the first job runs and the first request is taken.
appLog.info({ mediaTools: await useMediaTools() }, 'media tools');
await enqueueBroadcastStartJobs(jobs.queue, config);
await jobs.runner?.start();

let closing = false;
/**
 * SIGTERM: drain (http/draining.ts: reads answered 503 for the proxy to retry elsewhere, writes served, every answer
 * closing its connection, event streams ended with a retry hint) for SHUTDOWN_DRAIN_MS and until the proxy has stopped
 * connecting; stop listening; finish what is in flight, stop taking jobs and wait for the running ones, and exit.
 * SIGINT skips the drain.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  appLog.info({ signal }, 'shutting down');
  if (app) {
    if (signal === 'SIGTERM') await drainServer(app, config.shutdownDrainMs);
    else app.drain.start();
  }
  stopping.abort();
  // The queue is the app's too: released only once the app has answered its last request (the runner stops meanwhile).
  await Promise.all([app?.close(), jobs.runner?.stop()]);
  await jobs.close();
  await database.close();
  appLog.info({ signal }, 'stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

if (app) {
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const demo = config.seedDemo
    ? ` — demo accounts: ${DEMO_USERS.map((u) => u.lgnId).join(', ')} (password ${DEMO_PASSWORD}); ` +
      `demo-admin's second factor: add the secret ${DEMO_OPERATOR_TOTP_SECRET} to an authenticator app, or run ` +
      '`npm run demo:otp` for the current code; the console is at /admin'
    : '';
  console.info(`ONFAN ready at http://${shownHost}:${config.port}${demo}`);
} else {
  console.info(`ONFAN job worker running (${jobs.runner ? 'jobs on' : 'jobs off'})`);
}
