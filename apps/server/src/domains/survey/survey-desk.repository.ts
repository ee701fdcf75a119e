import type { SurveyDeskQuery, SurveyDeskState } from '@onfan/contracts/survey.admin';
import type { ExpressionBuilder, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { pageOffset } from '../../http/paging.js';
import type { SurveyTable } from './survey.tables.js';

type Eb = ExpressionBuilder<DB, 'survey'>;

/** A survey's desk state on a Seoul day: a draft, or where the day falls in its period. */
function stateIs(eb: Eb, state: SurveyDeskState, today: string) {
  switch (state) {
    case 'DRAFT':
      return eb('pblcnYn', '=', 'N');
    case 'UPCOMING':
      return eb.and([eb('pblcnYn', '=', 'Y'), eb('surveyBgngYmd', '>', today)]);
    case 'CLOSED':
      return eb.and([eb('pblcnYn', '=', 'Y'), eb('surveyEndYmd', '<', today)]);
    case 'OPEN':
      return eb.and([eb('pblcnYn', '=', 'Y'), eb('surveyBgngYmd', '<=', today), eb('surveyEndYmd', '>=', today)]);
  }
}

const SURVEY_SORT = {
  surveyNm: 'surveyNm',
  surveyBgngYmd: 'surveyBgngYmd',
  surveyEndYmd: 'surveyEndYmd',
  ansCnt: 'ansCnt',
  regDt: 'regDt',
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface DeskQuest {
  questNm: string;
  questPattnDcd: string;
  esntlYn: 'Y' | 'N';
  items: string[];
}

/** The survey builder's queries: surveys in use (drafts too), their questions, answers counted and listed. */
export class SurveyDeskRepository {
  constructor(private readonly db: Executor) {}

  private surveys() {
    return this.db.selectFrom('survey').where('useYn', '=', 'Y');
  }

  async list(q: SurveyDeskQuery, today: string) {
    let base = this.surveys();
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where((eb) => eb(sql`lower(survey_nm)`, 'like', sql`${p} escape '\\'`));
    }
    const state = q.state;
    if (state) base = base.where((eb) => stateIs(eb, state, today));
    if (q.from) base = base.where('surveyEndYmd', '>=', q.from);
    if (q.to) base = base.where('surveyBgngYmd', '<=', q.to);
    const { column, direction } = consoleOrder(q, SURVEY_SORT, { sort: 'regDt', order: 'desc' });
    const [items, count] = await Promise.all([
      base
        .selectAll('survey')
        .select((eb) =>
          eb
            .selectFrom('surveyQuest as q')
            .whereRef('q.surveyId', '=', 'survey.surveyId')
            .select(eb.fn.countAll<number>().as('n'))
            .as('questCnt'),
        )
        .orderBy(column, direction)
        .orderBy('surveyId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  async byId(surveyId: number) {
    return this.surveys().selectAll().where('surveyId', '=', surveyId).executeTakeFirst();
  }

  async nameTaken(surveyNm: string, except: number | null): Promise<boolean> {
    let query = this.db.selectFrom('survey').select('surveyId').where('surveyNm', '=', surveyNm);
    if (except !== null) query = query.where('surveyId', '<>', except);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async quests(surveyId: number) {
    const quests = await this.db
      .selectFrom('surveyQuest')
      .select(['questId', 'questNm', 'questPattnDcd', 'esntlYn', 'sortSeq'])
      .where('surveyId', '=', surveyId)
      .orderBy('sortSeq')
      .orderBy('questId')
      .execute();
    if (quests.length === 0) return [];
    const items = await this.db
      .selectFrom('surveyQuestItem')
      .select(['quesitmId', 'questId', 'quesitmNm'])
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
      items: items.filter((i) => i.questId === q.questId).map(({ quesitmId, quesitmNm }) => ({ quesitmId, quesitmNm })),
    }));
  }

  async insert(values: {
    surveyNm: string;
    surveyExpln: string;
    surveyBgngYmd: string;
    surveyEndYmd: string;
    rsltOpenYn: 'Y' | 'N';
    now: string;
  }): Promise<number> {
    const { now, ...rest } = values;
    const row = await this.db
      .insertInto('survey')
      .values({ ...rest, pblcnYn: 'N', regDt: now, mdfcnDt: now })
      .returning('surveyId')
      .executeTakeFirstOrThrow();
    return row.surveyId;
  }

  /**
   * Updates the survey only if it is still the copy read (`mdfcnDt` = `updtDt`) and, when `unanswered`, has no answer
   * sheet: the answer path raises `ansCnt` on this row, so the two meet on its lock. False when either fails.
   */
  async updateIfCopy(
    surveyId: number,
    updtDt: string,
    values: Updateable<SurveyTable>,
    opts: { unanswered?: boolean; draft?: boolean } = {},
  ): Promise<boolean> {
    let query = this.db
      .updateTable('survey')
      .set(values)
      .where('surveyId', '=', surveyId)
      .where('useYn', '=', 'Y')
      .where('mdfcnDt', '=', updtDt);
    if (opts.unanswered) query = query.where('ansCnt', '=', 0);
    if (opts.draft) query = query.where('pblcnYn', '=', 'N');
    const res = await query.executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** The survey's questions become `quests`, in this order (only for a survey without answers). */
  async replaceQuests(surveyId: number, quests: readonly DeskQuest[]): Promise<void> {
    await this.db.deleteFrom('surveyQuest').where('surveyId', '=', surveyId).execute();
    for (const [i, q] of quests.entries()) {
      const { questId } = await this.db
        .insertInto('surveyQuest')
        .values({
          surveyId,
          questNm: q.questNm,
          questPattnDcd: q.questPattnDcd,
          esntlYn: q.esntlYn,
          sortSeq: (i + 1) * 10,
        })
        .returning('questId')
        .executeTakeFirstOrThrow();
      if (q.items.length > 0)
        await this.db
          .insertInto('surveyQuestItem')
          .values(q.items.map((quesitmNm, j) => ({ questId, quesitmNm, sortSeq: j + 1 })))
          .execute();
    }
  }

  /** Free-text answers of a question, newest first, each with its sheet's number within the survey. */
  async texts(surveyId: number, questId: number, page: { pageNo: number; pageSize: number }) {
    const base = this.db
      .selectFrom('surveyAnsDtl as d')
      .innerJoin('surveyAns as a', 'a.surveyAnsId', 'd.surveyAnsId')
      .where('a.surveyId', '=', surveyId)
      .where('d.questId', '=', questId)
      .where('d.inptAns', 'is not', null);
    const [items, count] = await Promise.all([
      base
        .select(['a.surveyAnsId', 'd.inptAns', 'a.regDt'])
        .select((eb) =>
          eb
            .selectFrom('surveyAns as b')
            .whereRef('b.surveyId', '=', 'a.surveyId')
            .whereRef('b.surveyAnsId', '<=', 'a.surveyAnsId')
            .select(eb.fn.countAll<number>().as('n'))
            .as('sheetNo'),
        )
        .orderBy('a.surveyAnsId', 'desc')
        .limit(page.pageSize)
        .offset(pageOffset(page))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  /** Every sheet's answers (no member), sheet by sheet in the order they came. */
  async allAnswers(surveyId: number) {
    return this.db
      .selectFrom('surveyAnsDtl as d')
      .innerJoin('surveyAns as a', 'a.surveyAnsId', 'd.surveyAnsId')
      .where('a.surveyId', '=', surveyId)
      .select(['a.surveyAnsId', 'a.regDt', 'd.questId', 'd.quesitmId', 'd.chcAns', 'd.inptAns'])
      .orderBy('a.surveyAnsId')
      .orderBy('d.surveyAnsDtlId')
      .execute();
  }
}
