import type { AnyKysely } from '../columns.js';
import { regionCheck } from './20261207T0900-auth.js';

/**
 * An announcement's group may name a 시·도 (issue 40, decision 045): `ntf_ancmt.rgn_cd`, null for every region, else
 * one of the 17 codes members record as their 활동 지역 (20261207T0900-auth).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('ntf_ancmt')
    .addColumn('rgn_cd', 'text', (c) => c.check(regionCheck('rgn_cd')))
    .execute();
}
