import type { Executor } from '../../db/executor.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** The claim a job holds on a request while it makes the file. */
const CLAIM_MS = 10 * 60_000;

/** Everything of one member the file holds, each section a list of rows as stored (camelCase). */
export interface MemberData {
  profile: Record<string, unknown> | null;
  consents: Record<string, unknown>[];
  reservations: Record<string, unknown>[];
  supportApplications: Record<string, unknown>[];
  campaignApplications: Record<string, unknown>[];
  marketEntryApplications: Record<string, unknown>[];
  courseEnrolments: Record<string, unknown>[];
  communityPosts: Record<string, unknown>[];
  communityComments: Record<string, unknown>[];
  smallBusinessPosts: Record<string, unknown>[];
  smallBusinessReplies: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  certificates: Record<string, unknown>[];
  surveyAnswers: Record<string, unknown>[];
  diagnoses: Record<string, unknown>[];
}

export class MyDataRepository {
  constructor(private readonly db: Executor) {}

  /** The member's latest request. */
  latest(userId: number) {
    return this.db
      .selectFrom('myDataExport')
      .select(['exportId', 'status', 'reqDt', 'readyDt', 'expiresDt', 'fileSize'])
      .where('userId', '=', userId)
      .orderBy('exportId', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** A new request; null when one of the member's is still being made (the partial unique index decides). */
  async insertRequest(userId: number, nowIso: string): Promise<number | null> {
    try {
      const row = await this.db
        .insertInto('myDataExport')
        .values({ userId, reqDt: nowIso })
        .returning('exportId')
        .executeTakeFirstOrThrow();
      return row.exportId;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  }

  /** Requests waiting for a job (or whose job's claim ran out), oldest first. */
  waiting(nowIso: string, limit: number) {
    return this.db
      .selectFrom('myDataExport')
      .select(['exportId', 'userId'])
      .where('status', '=', 'REQUESTED')
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', nowIso)]))
      .orderBy('exportId')
      .limit(limit)
      .execute();
  }

  /** Claims a request for this run: only the job whose update matched makes the file. */
  async claim(exportId: number, now: Date): Promise<boolean> {
    const nowIso = now.toISOString();
    const r = await this.db
      .updateTable('myDataExport')
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('exportId', '=', exportId)
      .where('status', '=', 'REQUESTED')
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', nowIso)]))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async markReady(exportId: number, v: { fileKey: string; fileSize: number; readyDt: string; expiresDt: string }) {
    const r = await this.db
      .updateTable('myDataExport')
      .set({ ...v, status: 'READY', claimedUntil: null })
      .where('exportId', '=', exportId)
      .where('status', '=', 'REQUESTED')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async markFailed(exportId: number, error: string) {
    await this.db
      .updateTable('myDataExport')
      .set({ status: 'FAILED', claimedUntil: null, errCn: error.slice(0, 500) })
      .where('exportId', '=', exportId)
      .where('status', '=', 'REQUESTED')
      .execute();
  }

  /** The member's own file row (another member's id answers nothing). */
  ownFile(exportId: number, userId: number) {
    return this.db
      .selectFrom('myDataExport')
      .select(['exportId', 'status', 'expiresDt', 'fileKey', 'reqDt'])
      .where('exportId', '=', exportId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  async logDownload(v: { exportId: number; userId: number; ip: string | null; dlDt: string }) {
    await this.db.insertInto('myDataDownload').values(v).execute();
  }

  /** Every row of the member the file holds; nothing of anyone else. */
  async memberData(userId: number): Promise<MemberData> {
    const db = this.db;
    const [profile, consents, reservations, supportApplications, campaignApplications, marketEntryApplications] =
      await Promise.all([
        db
          .selectFrom('appUser')
          .select([
            'userId',
            'lgnId',
            'userNm',
            'nickNm',
            'userEmail',
            'telNo',
            'mblNo',
            'userPattnCd',
            'profileImg',
            'prtlBrno',
            'openDay',
            'ceoNm',
            'compNm',
            'compCnfmYn',
            'mktAgreYn',
            'mktAgreDt',
            'rgnCd',
            'brdt',
            'joinType',
            'userStts',
            'idntyVrfcDt',
            'lastLoginAt',
            'regDt',
            'mdfcnDt',
          ])
          .where('userId', '=', userId)
          .executeTakeFirst(),
        db.selectFrom('userConsent').selectAll().where('userId', '=', userId).orderBy('id').execute(),
        db
          .selectFrom('rsvt')
          .innerJoin('rsvtRoom', 'rsvtRoom.roomId', 'rsvt.roomId')
          .selectAll('rsvt')
          .select('rsvtRoom.roomNm')
          .where('rsvt.userId', '=', userId)
          .orderBy('rsvt.rsvtId')
          .execute(),
        db
          .selectFrom('sprtBizAply')
          .innerJoin('sprtBiz', 'sprtBiz.sprtBizId', 'sprtBizAply.sprtBizId')
          .selectAll('sprtBizAply')
          .select('sprtBiz.sprtBizNm')
          .where('sprtBizAply.userId', '=', userId)
          .orderBy('sprtBizAply.aplyId')
          .execute(),
        db
          .selectFrom('campnAply')
          .innerJoin('matchCampn', 'matchCampn.matchCampnId', 'campnAply.matchCampnId')
          .selectAll('campnAply')
          .select('matchCampn.matchCampnNm')
          .where('campnAply.userId', '=', userId)
          .orderBy('campnAply.campnAplyId')
          .execute(),
        db.selectFrom('cmstrAply').selectAll().where('userId', '=', userId).orderBy('aplyId').execute(),
      ]);
    const [courseEnrolments, communityPosts, communityComments, smallBusinessPosts, smallBusinessReplies] =
      await Promise.all([
        db
          .selectFrom('eduEnrol')
          .innerJoin('eduCourse', 'eduCourse.eduCrsId', 'eduEnrol.eduCrsId')
          .selectAll('eduEnrol')
          .select('eduCourse.crsNm')
          .where('eduEnrol.userId', '=', userId)
          .orderBy('eduEnrol.eduEnrolId')
          .execute(),
        db
          .selectFrom('comunBltartcl')
          .select([
            'comunBltartclId',
            'comunCtgrDcd',
            'comunBltartclTit',
            'cnText',
            'expsrYn',
            'useYn',
            'regDt',
            'mdfcnDt',
          ])
          .where('userId', '=', userId)
          .orderBy('comunBltartclId')
          .execute(),
        db
          .selectFrom('comunCmnt')
          .select(['cmntId', 'comunBltartclId', 'cmntCn', 'expsrYn', 'useYn', 'regDt', 'mdfcnDt'])
          .where('userId', '=', userId)
          .orderBy('cmntId')
          .execute(),
        db
          .selectFrom('cmntPost')
          .select(['cmntPostId', 'cmntId', 'postTit', 'cnText', 'aprvSttsCd', 'expsrYn', 'useYn', 'regDt', 'mdfcnDt'])
          .where('userId', '=', userId)
          .orderBy('cmntPostId')
          .execute(),
        db
          .selectFrom('cmntPostRply')
          .select(['cmntPostRplyId', 'cmntPostId', 'upRplyId', 'rplyCn', 'expsrYn', 'useYn', 'regDt', 'mdfcnDt'])
          .where('userId', '=', userId)
          .orderBy('cmntPostRplyId')
          .execute(),
      ]);
    const [messages, certificates, surveyAnswers, diagnoses] = await Promise.all([
      db
        .selectFrom('msg')
        .select(['msgId', 'relMsgId', 'msgTit', 'msgCn', 'sndrUserId', 'rcvrUserId', 'readgYn', 'readgDt', 'regDt'])
        .where((eb) =>
          eb.or([eb('sndrUserId', '=', userId), eb.and([eb('rcvrUserId', '=', userId), eb('rcvrDelYn', '=', 'N')])]),
        )
        .orderBy('msgId')
        .execute(),
      db
        .selectFrom('smbCertificate')
        .select(['id', 'fileNm', 'status', 'rjctRsn', 'submittedAt', 'decidedAt'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('surveyAns')
        .innerJoin('survey', 'survey.surveyId', 'surveyAns.surveyId')
        .select([
          'surveyAns.surveyAnsId',
          'surveyAns.surveyId',
          'survey.surveyNm',
          'surveyAns.questAnsJson',
          'surveyAns.regDt',
        ])
        .where('surveyAns.userId', '=', userId)
        .orderBy('surveyAns.surveyAnsId')
        .execute(),
      db
        .selectFrom('diagnHis')
        .select(['diagnHisId', 'modelVer', 'totalScore', 'bizCtgrCd', 'ansJson', 'regDt'])
        .where('userId', '=', userId)
        .orderBy('diagnHisId')
        .execute(),
    ]);
    return {
      profile: profile ?? null,
      consents,
      reservations,
      supportApplications,
      campaignApplications,
      marketEntryApplications,
      courseEnrolments,
      communityPosts,
      communityComments,
      smallBusinessPosts,
      smallBusinessReplies,
      messages,
      certificates,
      surveyAnswers,
      diagnoses,
    };
  }
}
