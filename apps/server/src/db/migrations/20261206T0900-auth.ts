import type { AnyKysely } from '../columns.js';
import { ynFlag } from '../columns.js';

/**
 * The night consent for advertising (issue 40, decision 045: 정보통신망법 제50조 ③): a member who agreed to
 * marketing may also agree to advertising between 21:00 and 08:00; recorded with its date as the marketing consent
 * is, and withdrawn with it.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('night_ad_agre_yn', 'text', ynFlag('night_ad_agre_yn', 'N'))
    .execute();
  await db.schema.alterTable('app_user').addColumn('night_ad_agre_dt', 'text').execute();
}
