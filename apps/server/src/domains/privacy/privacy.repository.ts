import type { PrivacyPolicy, PrivacyPolicySummary } from '@onfan/contracts/privacy';
import type { Executor } from '../../db/executor.js';
import type { PolicyVersion } from './privacy-policy.content.js';

export class PrivacyRepository {
  constructor(private readonly db: Executor) {}

  /** Newest effective day first. */
  async list(): Promise<PrivacyPolicySummary[]> {
    return this.db
      .selectFrom('privacyPolicy')
      .select(['id', 'version', 'effectiveYmd', 'title'])
      .orderBy('effectiveYmd', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async findById(id: number): Promise<PrivacyPolicy | undefined> {
    return this.db
      .selectFrom('privacyPolicy')
      .select(['id', 'version', 'effectiveYmd', 'title', 'content'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The version in force on `ymd`: the newest whose effective day has come. */
  async findInForce(ymd: string): Promise<PrivacyPolicy | undefined> {
    return this.db
      .selectFrom('privacyPolicy')
      .select(['id', 'version', 'effectiveYmd', 'title', 'content'])
      .where('effectiveYmd', '<=', ymd)
      .orderBy('effectiveYmd', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The first version ever (for a fresh installation whose policies all start in the future). */
  async findEarliest(): Promise<PrivacyPolicy | undefined> {
    return this.db
      .selectFrom('privacyPolicy')
      .select(['id', 'version', 'effectiveYmd', 'title', 'content'])
      .orderBy('effectiveYmd', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Writes a version by its version label; an existing one takes the new day, title and text. */
  async upsert(v: PolicyVersion, now: string): Promise<void> {
    await this.db
      .insertInto('privacyPolicy')
      .values({ ...v, regDt: now })
      .onConflict((oc) =>
        oc.column('version').doUpdateSet({ effectiveYmd: v.effectiveYmd, title: v.title, content: v.content }),
      )
      .execute();
  }
}
