import type { PrivacyPolicy, PrivacyPolicySummary } from '@onfan/contracts/privacy';
import { PRIVACY_MESSAGES } from '@onfan/contracts/privacy';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';
import type { PrivacyRepository } from './privacy.repository.js';

export class PrivacyService {
  constructor(
    private readonly repo: PrivacyRepository,
    private readonly clock: Clock,
  ) {}

  /** Every version, newest first, including one announced ahead of its effective day. */
  list(): Promise<PrivacyPolicySummary[]> {
    return this.repo.list();
  }

  /** The version in force today (Seoul). */
  async latest(): Promise<PrivacyPolicy> {
    const policy = (await this.repo.findInForce(todaySeoulYmd(this.clock))) ?? (await this.repo.findEarliest());
    if (!policy) throw AppError.notFound(PRIVACY_MESSAGES.notFound);
    return policy;
  }

  async get(id: number): Promise<PrivacyPolicy> {
    const policy = await this.repo.findById(id);
    if (!policy) throw AppError.notFound(PRIVACY_MESSAGES.notFound);
    return policy;
  }
}
