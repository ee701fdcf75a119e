import type { Database } from './database.js';
import { seedDemoAccounts } from '../domains/auth/auth.seed.js';
import { seedCommonCodes } from '../domains/code/code.seed.js';
import { seedPrivacyPolicies } from '../domains/privacy/privacy.seed.js';
import { seedProhibitedWords } from '../domains/prohibited-word/prohibited-word.seed.js';
import { seedStudios } from '../domains/studio/studio.seed.js';
import { seedContent } from '../domains/content/content.seed.js';
import { seedSupportBusiness } from '../domains/support/support-business.seed.js';
import { seedSupportProgrammes } from '../domains/support/support.seed.js';
import { seedCampaigns } from '../domains/campaign/campaign.seed.js';
import { seedCommunity } from '../domains/community/community.seed.js';
import { seedFootholds } from '../domains/foothold/foothold.seed.js';
import { seedMessages } from '../domains/message/message.seed.js';
import { seedDiagnosis } from '../domains/diagnosis/diagnosis.seed.js';
import { seedSurveys } from '../domains/survey/survey.seed.js';
import { seedEducation } from '../domains/education/education.seed.js';
import { seedBroadcasts } from '../domains/broadcast/broadcast.seed.js';
import { seedMarketEntry } from '../domains/market-entry/market-entry.seed.js';
import { seedSodam } from '../domains/sodam/sodam.seed.js';
import { seedEconPromotion } from '../domains/econ-promotion/econ-promotion.seed.js';
import { seedFestival } from '../domains/festival/festival.seed.js';
import { seedBusinessCommunity } from '../domains/business-community/business-community.seed.js';
import type { SeedOptions } from './seed-options.js';

export type { SeedOptions };

export interface SeedStep {
  name: string;
  /** Reference data (codes, policies) every installation needs; demo data only when `demo` is on. */
  run(database: Database, options: SeedOptions): Promise<void>;
}

/** Every domain's seed, in dependency order. Each step is idempotent. */
const STEPS: SeedStep[] = [
  { name: 'auth', run: seedDemoAccounts },
  { name: 'codes', run: seedCommonCodes },
  { name: 'prohibited-words', run: seedProhibitedWords },
  { name: 'privacy-policies', run: seedPrivacyPolicies },
  { name: 'studios', run: seedStudios },
  { name: 'content', run: seedContent },
  { name: 'support-programmes', run: seedSupportProgrammes },
  { name: 'support-business', run: seedSupportBusiness },
  { name: 'campaigns', run: seedCampaigns },
  { name: 'community', run: seedCommunity },
  { name: 'footholds', run: seedFootholds },
  { name: 'messages', run: seedMessages },
  { name: 'diagnosis', run: seedDiagnosis },
  { name: 'surveys', run: seedSurveys },
  // Before e-learning: video lessons play recorded broadcasts.
  { name: 'broadcasts', run: seedBroadcasts },
  { name: 'education', run: seedEducation },
  { name: 'market-entry', run: seedMarketEntry },
  { name: 'sodam', run: seedSodam },
  { name: 'econ-promotion', run: seedEconPromotion },
  { name: 'festival', run: seedFestival },
  { name: 'scommunity', run: seedBusinessCommunity },
];

export async function seedDatabase(database: Database, options: SeedOptions): Promise<void> {
  for (const step of STEPS) await step.run(database, options);
}
