import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed.js';
import { startAuthJobs } from './domains/auth/auth.jobs.js';

const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database);
await seedDatabase(database, { demo: config.seedDemo });
const app = await buildApp({ config, database });
const authJobs = startAuthJobs({ database, config, log: app.log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  authJobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
