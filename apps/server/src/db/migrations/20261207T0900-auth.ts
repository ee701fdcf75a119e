import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';

/** The 17 시·도 by their 행정표준코드 two-digit codes (REGIONS of the auth contracts, as of this migration). */
export const REGION_CODES_20261207 = [
  '11',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '36',
  '41',
  '43',
  '44',
  '46',
  '47',
  '48',
  '50',
  '51',
  '52',
] as const;

/** `column in ('11', …)`: the check both tables that hold a 시·도 code use. */
export function regionCheck(column: string) {
  return sql`${sql.ref(column)} in (${sql.join(REGION_CODES_20261207.map((c) => sql.lit(c)))})`;
}

/**
 * A member's 활동 지역(시·도) (issue 40): optional, one of the 17 시·도 codes (a check, on SQLite and PostgreSQL alike),
 * recorded in 내 정보 and used by the announcements desk to send to a region's members (decision 045). The index
 * serves that group's query: members of a region, active, of a kind.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('rgn_cd', 'text', (c) => c.check(regionCheck('rgn_cd')))
    .execute();
  await db.schema
    .createIndex('app_user_rgn_idx')
    .on('app_user')
    .columns(['rgn_cd', 'user_stts', 'user_pattn_cd'])
    .execute();
}
