import type { Executor } from '../../db/executor.js';

/** The deletions of the retention job (docs/retention.md), each one statement, idempotent. */
export class RetentionRepository {
  constructor(private readonly db: Executor) {}

  /** Identity verifications (the code sent by SMS, its hash, the name, phone and birth typed) past their end. */
  async purgeIdentityTx(nowIso: string): Promise<number> {
    const r = await this.db.deleteFrom('identityTx').where('expiresAt', '<', nowIso).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Identity and reset tickets past their end, used or not. */
  async purgeIdentityTickets(nowIso: string): Promise<number> {
    const r = await this.db.deleteFrom('identityTicket').where('expiresAt', '<', nowIso).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Sessions past their end, and sessions signed out before `revokedBeforeIso`. */
  async purgeSessions(nowIso: string, revokedBeforeIso: string): Promise<number> {
    const r = await this.db
      .deleteFrom('userSession')
      .where((eb) => eb.or([eb('expiresAt', '<', nowIso), eb('revokedAt', '<', revokedBeforeIso)]))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Delivered or given-up notifications (addresses and bodies) written before `beforeIso`. */
  async purgeOutbox(beforeIso: string): Promise<number> {
    const r = await this.db
      .deleteFrom('notificationOutbox')
      .where('status', 'in', ['SENT', 'FAILED'])
      .where('createdAt', '<', beforeIso)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Logged downloads of members' data files written before `beforeIso`. */
  async purgeMyDataDownloads(beforeIso: string): Promise<number> {
    const r = await this.db.deleteFrom('myDataDownload').where('dlDt', '<', beforeIso).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /**
   * What members withdrawn before `withdrawnBeforeIso` left besides their pseudonymised account and what they wrote:
   * consent history, notifications sent to them, self-diagnoses, survey drafts, favourites, broadcast alerts and
   * subscriptions, message blocks, their data files' rows. Answers the rows removed; `fileKeys` are the stored data
   * files to remove with them.
   */
  async purgeWithdrawn(withdrawnBeforeIso: string): Promise<{ rows: number; fileKeys: string[] }> {
    const withdrawn = this.db
      .selectFrom('appUser')
      .select('userId')
      .where('userStts', '=', 'WITHDRAWN')
      .where('whdwlDt', '<', withdrawnBeforeIso);
    const files = await this.db
      .selectFrom('myDataExport')
      .select('fileKey')
      .where('userId', 'in', withdrawn)
      .where('fileKey', 'is not', null)
      .execute();
    let rows = 0;
    const del = async (
      table:
        | 'userConsent'
        | 'notificationOutbox'
        | 'diagnHis'
        | 'surveyDraft'
        | 'spaceFavr'
        | 'brcAlarm'
        | 'brcSbptn'
        | 'myDataExport'
        | 'myDataDownload',
    ) => {
      const r = await this.db.deleteFrom(table).where('userId', 'in', withdrawn).executeTakeFirst();
      rows += Number(r.numDeletedRows);
    };
    for (const table of [
      'userConsent',
      'notificationOutbox',
      'diagnHis',
      'surveyDraft',
      'spaceFavr',
      'brcAlarm',
      'brcSbptn',
      'myDataDownload',
      'myDataExport',
    ] as const) {
      await del(table);
    }
    const blocks = await this.db
      .deleteFrom('msgBlock')
      .where((eb) => eb.or([eb('userId', 'in', withdrawn), eb('blockedUserId', 'in', withdrawn)]))
      .executeTakeFirst();
    rows += Number(blocks.numDeletedRows);
    return { rows, fileKeys: files.flatMap((f) => (f.fileKey ? [f.fileKey] : [])) };
  }

  /**
   * A withdrawn member's records of use past their periods (privacy policy 제2조): a reservation's contact and business
   * details after 3 years from its day (the reservation stays as a count of use, its review as what they wrote),
   * support-programme and campaign applications 5 years after the programme's end, market-entry applications 5
   * years after their last change (its documents go with it; their files are then nobody's and the upload clean-up removes them).
   */
  async purgeWithdrawnRecords(
    usedBeforeYmd: string,
    endedBeforeYmd: string,
    appliedBeforeIso: string,
  ): Promise<number> {
    const withdrawn = this.db.selectFrom('appUser').select('userId').where('userStts', '=', 'WITHDRAWN');
    const reservations = await this.db
      .updateTable('rsvt')
      .set({ rsvtUserCnctel: '', rsvtDmndCn: null, strNm: '', brno: '', rprsGdsNm: '', brndNm: '', letoffChnl: null })
      .where('userId', 'in', withdrawn)
      .where('rsvtYmd', '<', usedBeforeYmd)
      .where((eb) => eb.or([eb('rsvtUserCnctel', '!=', ''), eb('brno', '!=', ''), eb('strNm', '!=', '')]))
      .executeTakeFirst();
    let rows = Number(reservations.numUpdatedRows);
    // A programme's or campaign's end: the last day it took applications or ran.
    const support = await this.db
      .deleteFrom('sprtBizAply')
      .where('userId', 'in', withdrawn)
      .where(
        'sprtBizId',
        'in',
        this.db.selectFrom('sprtBiz').select('sprtBizId').where('aplyEndYmd', '<', endedBeforeYmd),
      )
      .executeTakeFirst();
    const campaigns = await this.db
      .deleteFrom('campnAply')
      .where('userId', 'in', withdrawn)
      .where(
        'matchCampnId',
        'in',
        this.db.selectFrom('matchCampn').select('matchCampnId').where('matchCampnEndYmd', '<', endedBeforeYmd),
      )
      .executeTakeFirst();
    // A market-entry application is its own programme: from its last change (the decision).
    const entries = await this.db
      .deleteFrom('cmstrAply')
      .where('userId', 'in', withdrawn)
      .where('updtDt', '<', appliedBeforeIso)
      .executeTakeFirst();
    rows += Number(support.numDeletedRows) + Number(campaigns.numDeletedRows) + Number(entries.numDeletedRows);
    return rows;
  }

  /** Data files whose 24 hours have passed by `nowIso`, and requests that failed before `failedBeforeIso`. */
  expiredExports(nowIso: string, failedBeforeIso: string) {
    return this.db
      .selectFrom('myDataExport')
      .select(['exportId', 'fileKey'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'READY'), eb('expiresDt', '<', nowIso)]),
          eb.and([eb('status', '=', 'FAILED'), eb('reqDt', '<', failedBeforeIso)]),
        ]),
      )
      .orderBy('exportId')
      .limit(500)
      .execute();
  }

  async deleteExport(exportId: number): Promise<void> {
    await this.db.deleteFrom('myDataExport').where('exportId', '=', exportId).execute();
  }
}
