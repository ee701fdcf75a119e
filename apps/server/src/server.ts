import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { DatabaseLog } from './db/database.js';
import { consoleLog, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed.js';
import { startAuthJobs } from './domains/auth/auth.jobs.js';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS } from './domains/auth/auth.seed.js';
import { startUploadJobs } from './domains/upload/upload.jobs.js';
import { startBroadcastJobs } from './domains/broadcast/broadcast.alerts.js';

const config = loadConfig();
// Lost database connections are logged and survived: on the console until the app's logger takes over.
const databaseLog: DatabaseLog = { warn: consoleLog.warn };
const database = openDatabase(config.database, { log: databaseLog });
await migrateToLatest(database);
await seedDatabase(database, { demo: config.seedDemo, secondFactorKey: config.secondFactor.key });
const app = await buildApp({ config, database });
databaseLog.warn = (obj, msg) => app.log.warn(obj, msg);
const authJobs = startAuthJobs({ database, config, log: app.log });
const uploadJobs = startUploadJobs({ database, config, log: app.log });
const broadcastJobs = startBroadcastJobs({ database, config, log: app.log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  authJobs.stop();
  uploadJobs.stop();
  broadcastJobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const demo = config.seedDemo
  ? ` — demo accounts: ${DEMO_USERS.map((u) => u.lgnId).join(', ')} (password ${DEMO_PASSWORD}); ` +
    `demo-admin's second factor: add the secret ${DEMO_OPERATOR_TOTP_SECRET} to an authenticator app, or run ` +
    '`npm run demo:otp` for the current code; the console is at /admin'
  : '';
console.info(`ONFAN ready at http://${shownHost}:${config.port}${demo}`);
