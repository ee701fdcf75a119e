import type { Database } from '../../db/database.js';
import { PRIVACY_POLICY_VERSIONS } from './privacy-policy.content.js';
import { PrivacyRepository } from './privacy.repository.js';

/** Reference data: the policy versions, written on every start (idempotent). */
export async function seedPrivacyPolicies(database: Database): Promise<void> {
  const repo = new PrivacyRepository(database.db);
  const now = new Date().toISOString();
  for (const v of PRIVACY_POLICY_VERSIONS) await repo.upsert(v, now);
}
