import type { Database } from './database.js';
import { seedDemoAccounts } from '../domains/auth/auth.seed.js';

export interface SeedStep {
  name: string;
  /** Reference data (codes, policies) every installation needs; demo data only when `demo` is on. */
  run(database: Database, options: { demo: boolean }): Promise<void>;
}

/** Every domain's seed, in dependency order. Each step is idempotent. */
const STEPS: SeedStep[] = [{ name: 'auth', run: seedDemoAccounts }];

export async function seedDatabase(database: Database, options: { demo: boolean }): Promise<void> {
  for (const step of STEPS) await step.run(database, options);
}
