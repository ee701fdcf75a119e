import type { Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import type { AnyKysely } from './columns.js';
import type { Database, Dialect } from './database.js';
import * as m0001 from './migrations/0001-foundation.js';
import * as m0002 from './migrations/0002-common.js';
import * as m0003 from './migrations/0003-auth.js';
import * as m0005 from './migrations/0005-reservation.js';
import * as m0006 from './migrations/0006-content.js';
import * as m20261123T2130 from './migrations/20261123T2130-auth.js';
import * as m20261123T2140 from './migrations/20261123T2140-upload.js';
import * as m20261124T0700 from './migrations/20261124T0700-search.js';
import * as m20261124T0710 from './migrations/20261124T0710-studio.js';
import * as m20261124T0720 from './migrations/20261124T0720-search.js';
import * as m20261124T0740 from './migrations/20261124T0740-campaign.js';
import * as m20261124T1100 from './migrations/20261124T1100-community.js';
import * as m20261125T0000 from './migrations/20261125T0000-foothold.js';
import * as m20261125T0100 from './migrations/20261125T0100-message.js';
import * as m20261125T0210 from './migrations/20261125T0210-diagnosis.js';
import * as m20261125T0200 from './migrations/20261125T0200-survey.js';
import * as m20261125T0300 from './migrations/20261125T0300-education.js';
import * as m20261125T0301 from './migrations/20261125T0301-education.js';
import * as m20261125T0320 from './migrations/20261125T0320-broadcast.js';
import * as m20261125T0800 from './migrations/20261125T0800-broadcast.js';
import * as m20261125T0330 from './migrations/20261125T0330-education-lesson-media.js';
import * as m20261125T0700 from './migrations/20261125T0700-market-entry.js';
import * as m20261125T0710 from './migrations/20261125T0710-sodam.js';
import * as m20261125T0720 from './migrations/20261125T0720-econ-promotion.js';
import * as m20261125T0500 from './migrations/20261125T0500-scommunity.js';
import * as m20261125T0600 from './migrations/20261125T0600-festival.js';
import * as m20261126T0900 from './migrations/20261126T0900-jobs.js';
import * as m20261128T1600 from './migrations/20261128T1600-community.js';
import * as m20261202T0900 from './migrations/20261202T0900-upload.js';
import * as m20261128T1400 from './migrations/20261128T1400-market-entry.js';
import * as m20261128T1700 from './migrations/20261128T1700-my-data.js';
import * as m20261128T1500auth from './migrations/20261128T1500-auth.js';
import * as m20261128T1500admin from './migrations/20261128T1500-admin.js';
import * as m20261203T0900content from './migrations/20261203T0900-content.js';
import * as m20261203T1000support from './migrations/20261203T1000-support.js';
import * as m20261203T1100main from './migrations/20261203T1100-main.js';
import * as m20261203T1101code from './migrations/20261203T1101-code.js';
import * as m20261203T1102prohibitedWord from './migrations/20261203T1102-prohibited-word.js';
import * as m20261203T1200content from './migrations/20261203T1200-content.js';
import * as m20261203T1300dashboard from './migrations/20261203T1300-dashboard.js';
import * as m20261204T0900studio from './migrations/20261204T0900-studio.js';
import * as m20261204T1001studio from './migrations/20261204T1001-studio.js';
import * as m20261204T1100community from './migrations/20261204T1100-community.js';
import * as m20261204T1101community from './migrations/20261204T1101-community.js';
import * as m20261204T1200campaign from './migrations/20261204T1200-campaign.js';
import * as m20261204T1300scommunity from './migrations/20261204T1300-scommunity.js';
import * as m20261204T1400inquiry from './migrations/20261204T1400-inquiry.js';
import * as m20261205T0900studio from './migrations/20261205T0900-studio.js';
import * as m20261205T0901space from './migrations/20261205T0901-space.js';
import * as m20261205T1000broadcast from './migrations/20261205T1000-broadcast.js';
import * as m20261205T1100notification from './migrations/20261205T1100-notification.js';
import * as m20261205T1200community from './migrations/20261205T1200-community.js';
import * as m20261205T1200content from './migrations/20261205T1200-content.js';
import * as m20261205T1200search from './migrations/20261205T1200-search.js';
import * as m20261206T0900auth from './migrations/20261206T0900-auth.js';
import * as m20261206T0900notification from './migrations/20261206T0900-notification.js';
import * as m20261206T0910broadcast from './migrations/20261206T0910-broadcast.js';
import * as m20261206T0920studio from './migrations/20261206T0920-studio.js';
import * as m20261207T0900auth from './migrations/20261207T0900-auth.js';
import * as m20261207T0900notification from './migrations/20261207T0900-notification.js';
import * as m20261207T0910content from './migrations/20261207T0910-content.js';
import * as m20261208T0900broadcast from './migrations/20261208T0900-broadcast.js';
import * as m20261208T0905broadcast from './migrations/20261208T0905-broadcast.js';
import * as m20261208T0907broadcast from './migrations/20261208T0907-broadcast.js';
import * as m20261208T0910education from './migrations/20261208T0910-education.js';
import * as m20261208T0920survey from './migrations/20261208T0920-survey.js';
import * as m20261208T0930marketEntry from './migrations/20261208T0930-market-entry.js';
import * as m20261208T0935festival from './migrations/20261208T0935-festival.js';
import * as m20261208T0940sodam from './migrations/20261208T0940-sodam.js';
import * as m20261208T0945econPromotion from './migrations/20261208T0945-econ-promotion.js';
import * as m20261209T0900diagnosis from './migrations/20261209T0900-diagnosis.js';

interface PortableMigration {
  up(db: AnyKysely, dialect: Dialect): Promise<void>;
}

/**
 * The one list of migrations, run in name order. New ones are named by their UTC time and domain
 * (`YYYYMMDDTHHMM-<domain>`), so parallel branches never collide; released ones are never edited or renamed.
 */
const MIGRATIONS: Record<string, PortableMigration> = {
  '0001-foundation': m0001,
  '0002-common': m0002,
  '0003-auth': m0003,
  '0005-reservation': m0005,
  '0006-content': m0006,
  '20261123T2130-auth': m20261123T2130,
  '20261123T2140-upload': m20261123T2140,
  '20261124T0700-search': m20261124T0700,
  '20261124T0710-studio': m20261124T0710,
  '20261124T0720-search': m20261124T0720,
  '20261124T0740-campaign': m20261124T0740,
  '20261124T1100-community': m20261124T1100,
  '20261125T0000-foothold': m20261125T0000,
  '20261125T0100-message': m20261125T0100,
  '20261125T0210-diagnosis': m20261125T0210,
  '20261125T0200-survey': m20261125T0200,
  '20261125T0300-education': m20261125T0300,
  '20261125T0301-education': m20261125T0301,
  '20261125T0320-broadcast': m20261125T0320,
  '20261125T0800-broadcast': m20261125T0800,
  '20261125T0330-education-lesson-media': m20261125T0330,
  '20261125T0700-market-entry': m20261125T0700,
  '20261125T0710-sodam': m20261125T0710,
  '20261125T0720-econ-promotion': m20261125T0720,
  '20261125T0500-scommunity': m20261125T0500,
  '20261125T0600-festival': m20261125T0600,
  '20261126T0900-jobs': m20261126T0900,
  '20261128T1600-community': m20261128T1600,
  '20261202T0900-upload': m20261202T0900,
  '20261128T1400-market-entry': m20261128T1400,
  '20261128T1700-my-data': m20261128T1700,
  '20261128T1500-auth': m20261128T1500auth,
  '20261128T1500-admin': m20261128T1500admin,
  '20261203T0900-content': m20261203T0900content,
  '20261203T1000-support': m20261203T1000support,
  '20261203T1100-main': m20261203T1100main,
  '20261203T1101-code': m20261203T1101code,
  '20261203T1102-prohibited-word': m20261203T1102prohibitedWord,
  '20261203T1200-content': m20261203T1200content,
  '20261203T1300-dashboard': m20261203T1300dashboard,
  '20261204T0900-studio': m20261204T0900studio,
  '20261204T1001-studio': m20261204T1001studio,
  '20261204T1100-community': m20261204T1100community,
  '20261204T1101-community': m20261204T1101community,
  '20261204T1200-campaign': m20261204T1200campaign,
  '20261204T1300-scommunity': m20261204T1300scommunity,
  '20261204T1400-inquiry': m20261204T1400inquiry,
  '20261205T0900-studio': m20261205T0900studio,
  '20261205T0901-space': m20261205T0901space,
  '20261205T1000-broadcast': m20261205T1000broadcast,
  '20261205T1100-notification': m20261205T1100notification,
  '20261205T1200-community': m20261205T1200community,
  '20261205T1200-content': m20261205T1200content,
  '20261205T1200-search': m20261205T1200search,
  '20261206T0900-auth': m20261206T0900auth,
  '20261206T0900-notification': m20261206T0900notification,
  '20261206T0910-broadcast': m20261206T0910broadcast,
  '20261206T0920-studio': m20261206T0920studio,
  '20261207T0900-auth': m20261207T0900auth,
  '20261207T0900-notification': m20261207T0900notification,
  '20261207T0910-content': m20261207T0910content,
  '20261208T0900-broadcast': m20261208T0900broadcast,
  '20261208T0905-broadcast': m20261208T0905broadcast,
  '20261208T0907-broadcast': m20261208T0907broadcast,
  '20261208T0910-education': m20261208T0910education,
  '20261208T0920-survey': m20261208T0920survey,
  '20261208T0930-market-entry': m20261208T0930marketEntry,
  '20261208T0935-festival': m20261208T0935festival,
  '20261208T0940-sodam': m20261208T0940sodam,
  '20261208T0945-econ-promotion': m20261208T0945econPromotion,
  '20261209T0900-diagnosis': m20261209T0900diagnosis,
};

/** The migrations this build knows, by name (a restore refuses a backup whose schema has one it does not). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

class PortableProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(MIGRATIONS)) {
      out[name] = { up: (db) => m.up(db, this.dialect) };
    }
    return out;
  }
}

/** The migrator over the one list (migration-ownership.test.ts runs it a step at a time). */
export function createMigrator(database: Database): Migrator {
  // Migrations write snake_case DDL themselves; run them without the camel-case plugin.
  return new Migrator({
    db: database.db.withoutPlugins() as AnyKysely,
    provider: new PortableProvider(database.dialect),
    // Branches merged in any order may land a migration named before one already run.
    allowUnorderedMigrations: true,
  });
}

export async function migrateToLatest(database: Database): Promise<string[]> {
  const { error, results } = await createMigrator(database).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
