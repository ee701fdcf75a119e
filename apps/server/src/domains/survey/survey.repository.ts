import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SurveyAnsDtlTable, SurveyQuestTable, SurveyTable } from './survey.tables.js';

export type SurveyRow = Selectable<SurveyTable>;
export type NewSurvey = Insertable<SurveyTable>;
export type NewQuest = Insertable<SurveyQuestTable>;
export type NewAnswerRow = Omit<Insertable<SurveyAnsDtlTable>, 'surveyAnsId'>;

export interface QuestRow {
  questId: number;
  questNm: string;
  questPattnDcd: string;
  sortSeq: number;
  esntlYn: 'Y' | 'N';
  items: { quesitmId: number; quesitmNm: string; sortSeq: number }[];
}

export class SurveyRepository {
  constructor(private readonly db: Executor) {}

  /** Surveys in use with their question counts, and for a member the answer sheet and draft ids. */
  async list(userId: number | null) {
    let query = this.db
      .selectFrom('survey as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('surveyQuest as q')
          .whereRef('q.surveyId', '=', 's.surveyId')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('questCnt'),
      )
      .where('s.useYn', '=', 'Y')
      .where('s.pblcnYn', '=', 'Y');
    if (userId !== null) {
      query = query.select((eb) => [
        eb
          .selectFrom('surveyAns as a')
          .whereRef('a.surveyId', '=', 's.surveyId')
          .where('a.userId', '=', userId)
          .select('a.surveyAnsId')
          .as('surveyAnsId'),
        eb
          .selectFrom('surveyDraft as d')
          .whereRef('d.surveyId', '=', 's.surveyId')
          .where('d.userId', '=', userId)
          .select('d.surveyDraftId')
          .as('surveyDraftId'),
      ]);
    }
    const rows = await query.orderBy('s.surveyEndYmd', 'desc').orderBy('s.surveyId', 'desc').execute();
    return rows as (SurveyRow & {
      questCnt: number | string;
      surveyAnsId?: number | null;
      surveyDraftId?: number | null;
    })[];
  }

  async find(surveyId: number): Promise<SurveyRow | undefined> {
    return this.db
      .selectFrom('survey')
      .selectAll()
      .where('surveyId', '=', surveyId)
      .where('useYn', '=', 'Y')
      .where('pblcnYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** The survey's questions by sortSeq, each with its choices by sortSeq. */
  async quests(surveyId: number): Promise<QuestRow[]> {
    const quests = await this.db
      .selectFrom('surveyQuest')
      .select(['questId', 'questNm', 'questPattnDcd', 'sortSeq', 'esntlYn'])
      .where('surveyId', '=', surveyId)
      .orderBy('sortSeq')
      .orderBy('questId')
      .execute();
    if (quests.length === 0) return [];
    const items = await this.db
      .selectFrom('surveyQuestItem')
      .select(['quesitmId', 'questId', 'quesitmNm', 'sortSeq'])
      .where(
        'questId',
        'in',
        quests.map((q) => q.questId),
      )
      .orderBy('sortSeq')
      .orderBy('quesitmId')
      .execute();
    return quests.map((q) => ({
      ...q,
      items: items
        .filter((i) => i.questId === q.questId)
        .map(({ quesitmId, quesitmNm, sortSeq }) => ({ quesitmId, quesitmNm, sortSeq })),
    }));
  }

  async answerId(surveyId: number, userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('surveyAns')
      .select('surveyAnsId')
      .where('surveyId', '=', surveyId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.surveyAnsId ?? null;
  }

  /** Inserts the sheet; the unique constraint answers a second one with `null` rather than a second row. */
  async insertAnswer(surveyId: number, userId: number, questAnsJson: string, now: string): Promise<number | null> {
    const row = await this.db
      .insertInto('surveyAns')
      .values({ surveyId, userId, questAnsJson, regDt: now })
      .onConflict((oc) => oc.columns(['surveyId', 'userId']).doNothing())
      .returning('surveyAnsId')
      .executeTakeFirst();
    return row?.surveyAnsId ?? null;
  }

  /**
   * Counts a sheet on the survey row: an UPDATE, so it waits for (and is waited for by) a console change of the
   * questions, which needs `ansCnt = 0` on the same row (survey-desk.repository.ts).
   */
  async countAnswer(surveyId: number): Promise<void> {
    await this.db
      .updateTable('survey')
      .set((eb) => ({ ansCnt: eb('ansCnt', '+', 1) }))
      .where('surveyId', '=', surveyId)
      .execute();
  }

  async insertAnswerRows(surveyAnsId: number, rows: NewAnswerRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('surveyAnsDtl')
      .values(rows.map((r) => ({ ...r, surveyAnsId })))
      .execute();
  }

  async draft(surveyId: number, userId: number) {
    return this.db
      .selectFrom('surveyDraft')
      .select(['surveyId', 'questAnsJson', 'mdfcnDt'])
      .where('surveyId', '=', surveyId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  /** One draft per survey and member: a second save replaces the first (the unique constraint decides). */
  async saveDraft(surveyId: number, userId: number, questAnsJson: string, now: string): Promise<void> {
    await this.db
      .insertInto('surveyDraft')
      .values({ surveyId, userId, questAnsJson, mdfcnDt: now })
      .onConflict((oc) => oc.columns(['surveyId', 'userId']).doUpdateSet({ questAnsJson, mdfcnDt: now }))
      .execute();
  }

  async deleteDraft(surveyId: number, userId: number): Promise<void> {
    await this.db.deleteFrom('surveyDraft').where('surveyId', '=', surveyId).where('userId', '=', userId).execute();
  }

  async answerCount(surveyId: number): Promise<number> {
    const row = await this.db
      .selectFrom('surveyAns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('surveyId', '=', surveyId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Answers counted per question and chosen item or score (free text counted, never read). */
  async tallies(surveyId: number) {
    const rows = await this.db
      .selectFrom('surveyAnsDtl as d')
      .innerJoin('surveyAns as a', 'a.surveyAnsId', 'd.surveyAnsId')
      .where('a.surveyId', '=', surveyId)
      .select(['d.questId', 'd.quesitmId', 'd.chcAns', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['d.questId', 'd.quesitmId', 'd.chcAns'])
      .execute();
    return rows.map((r) => ({ questId: r.questId, quesitmId: r.quesitmId, chcAns: r.chcAns, n: Number(r.n) }));
  }

  // Seeds and tests.

  async surveyIdByName(surveyNm: string): Promise<number | undefined> {
    return (await this.db.selectFrom('survey').select('surveyId').where('surveyNm', '=', surveyNm).executeTakeFirst())
      ?.surveyId;
  }

  async insertSurvey(s: NewSurvey): Promise<number> {
    return (await this.db.insertInto('survey').values(s).returning('surveyId').executeTakeFirstOrThrow()).surveyId;
  }

  async insertQuest(q: NewQuest, items: string[]): Promise<number> {
    const { questId } = await this.db
      .insertInto('surveyQuest')
      .values(q)
      .returning('questId')
      .executeTakeFirstOrThrow();
    if (items.length > 0)
      await this.db
        .insertInto('surveyQuestItem')
        .values(items.map((quesitmNm, i) => ({ questId, quesitmNm, sortSeq: i + 1 })))
        .execute();
    return questId;
  }

  async userIdByLogin(lgnId: string): Promise<number | undefined> {
    return (await this.db.selectFrom('appUser').select('userId').where('lgnId', '=', lgnId).executeTakeFirst())?.userId;
  }
}
