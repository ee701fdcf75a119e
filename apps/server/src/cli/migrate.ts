import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const config = loadConfig();
const database = openDatabase(config.database);
const applied = await migrateToLatest(database);
console.info(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await database.close();
