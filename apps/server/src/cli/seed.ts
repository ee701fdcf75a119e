import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from '../db/seed.js';

const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database);
await seedDatabase(database, { demo: config.seedDemo, secondFactorKey: config.secondFactor.key });
console.info(config.seedDemo ? 'seeded reference and demo data' : 'seeded reference data');
await database.close();
