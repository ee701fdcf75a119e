import type {
  SurveyAnswer,
  SurveyDraft,
  SurveyQuests,
  SurveyResult,
  SurveyState,
  SurveySummary,
} from '@onfan/contracts/survey';
import {
  STAR_SCORES,
  SURVEY_MESSAGES,
  SURVEY_TEXT_MAX,
  questionKind,
  surveyAnswersSchema,
} from '@onfan/contracts/survey';
import type { RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { authorize } from '../../http/policy.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import { can } from './survey.policy.js';
import type { NewAnswerRow, QuestRow, SurveyRow } from './survey.repository.js';
import { SurveyRepository } from './survey.repository.js';

/** Where a survey stands on a Seoul day: its period runs from the first to the last day, both included. */
export function surveyState(s: { surveyBgngYmd: string; surveyEndYmd: string }, today: string): SurveyState {
  if (today < s.surveyBgngYmd) return 'upcoming';
  if (today > s.surveyEndYmd) return 'closed';
  return 'open';
}

/** The sheet as the member sent it (a JSON string of answers); a malformed one is refused in Korean. */
export function parseSheet(questAnsJson: string): SurveyAnswer[] {
  let value: unknown;
  try {
    value = JSON.parse(questAnsJson);
  } catch {
    throw AppError.badRequest(SURVEY_MESSAGES.invalidJson);
  }
  const parsed = surveyAnswersSchema.safeParse(value);
  if (!parsed.success) throw AppError.badRequest(SURVEY_MESSAGES.invalidJson);
  const seen = new Set<number>();
  for (const a of parsed.data) {
    if (seen.has(a.questId)) throw AppError.badRequest(SURVEY_MESSAGES.invalidJson);
    seen.add(a.questId);
  }
  return parsed.data;
}

/**
 * Checks a sheet against the survey's questions (numbered 1.. by sortSeq): every answer names one of its questions,
 * a choice one of the question's items, a star 1-5, a text at most 500 characters; when `complete`, every question is
 * answered (the message lists the unanswered numbers). Answers the rows to store, in question order.
 */
export function checkSheet(quests: QuestRow[], answers: SurveyAnswer[], complete: boolean): NewAnswerRow[] {
  const byQuest = new Map(answers.map((a) => [a.questId, a]));
  if (answers.some((a) => !quests.some((q) => q.questId === a.questId)))
    throw AppError.badRequest(SURVEY_MESSAGES.unknownQuestion);
  const missing: number[] = [];
  const rows: NewAnswerRow[] = [];
  quests.forEach((q, i) => {
    const n = i + 1;
    const a = byQuest.get(q.questId);
    // An optional question left blank is simply not stored.
    const skip = () => (q.esntlYn === 'N' ? undefined : void missing.push(n));
    switch (questionKind(q.questPattnDcd)) {
      case 'choice': {
        if (a?.quesitmId === undefined || a.quesitmId === null) return skip();
        if (!q.items.some((it) => it.quesitmId === a.quesitmId))
          throw AppError.badRequest(SURVEY_MESSAGES.badChoice(n));
        rows.push({ questId: q.questId, quesitmId: a.quesitmId, chcAns: null, inptAns: null });
        return;
      }
      case 'star': {
        if (a?.chcAns === undefined || a.chcAns === null) return skip();
        if (!(STAR_SCORES as readonly number[]).includes(a.chcAns))
          throw AppError.badRequest(SURVEY_MESSAGES.badStar(n));
        rows.push({ questId: q.questId, quesitmId: null, chcAns: a.chcAns, inptAns: null });
        return;
      }
      case 'text': {
        const text = a?.inptAns?.trim() ?? '';
        if (text === '') return skip();
        if ([...text].length > SURVEY_TEXT_MAX) throw AppError.badRequest(SURVEY_MESSAGES.textTooLong(n));
        rows.push({ questId: q.questId, quesitmId: null, chcAns: null, inptAns: text });
        return;
      }
    }
  });
  if (complete && missing.length > 0) throw AppError.badRequest(SURVEY_MESSAGES.unanswered(missing));
  return rows;
}

const pct = (n: number, total: number) => (total > 0 ? Math.round((n / total) * 1000) / 10 : 0);

/**
 * Surveys: the list with the member's answered state, the questions, answering once inside the period (the unique
 * constraint decides a race), drafts of a half-answered survey, and the aggregate results for members who answered.
 */
export class SurveyService {
  constructor(
    private readonly repo: SurveyRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return todaySeoulYmd(this.clock);
  }

  private async found(surveyId: number): Promise<SurveyRow> {
    const s = await this.repo.find(surveyId);
    if (!s) throw AppError.notFound(SURVEY_MESSAGES.notFound);
    return s;
  }

  private requireOpen(s: SurveyRow): void {
    const state = surveyState(s, this.today());
    if (state === 'upcoming') throw AppError.badRequest(SURVEY_MESSAGES.notStarted);
    if (state === 'closed') throw AppError.badRequest(SURVEY_MESSAGES.closed);
  }

  /** Open surveys first (soonest last day first), then upcoming, then closed (latest first). */
  async list(user: SessionUser | null): Promise<SurveySummary[]> {
    const today = this.today();
    const rows = await this.repo.list(user?.userId ?? null);
    const rank: Record<SurveyState, number> = { open: 0, upcoming: 1, closed: 2 };
    return rows
      .map((s) => ({
        surveyId: s.surveyId,
        surveyNm: s.surveyNm,
        surveyExpln: s.surveyExpln,
        surveyBgngYmd: s.surveyBgngYmd,
        surveyEndYmd: s.surveyEndYmd,
        state: surveyState(s, today),
        surveyAnsId: s.surveyAnsId ?? 0,
        draftYn: s.surveyDraftId ? ('Y' as const) : ('N' as const),
        rsltOpenYn: s.rsltOpenYn,
        questCnt: Number(s.questCnt),
      }))
      .sort(
        (a, b) =>
          rank[a.state] - rank[b.state] ||
          (a.state === 'closed'
            ? b.surveyEndYmd.localeCompare(a.surveyEndYmd)
            : a.surveyEndYmd.localeCompare(b.surveyEndYmd)) ||
          b.surveyId - a.surveyId,
      );
  }

  async quests(surveyId: number): Promise<SurveyQuests> {
    const s = await this.found(surveyId);
    return {
      surveyId: s.surveyId,
      surveyNm: s.surveyNm,
      surveyExpln: s.surveyExpln,
      surveyBgngYmd: s.surveyBgngYmd,
      surveyEndYmd: s.surveyEndYmd,
      state: surveyState(s, this.today()),
      quests: await this.repo.quests(surveyId),
    };
  }

  /** One sheet per member and survey, complete and valid, inside the period; the member's draft goes with it. */
  async answer(surveyId: number, questAnsJson: string, user: SessionUser) {
    const s = await this.found(surveyId);
    this.requireOpen(s);
    const rows = checkSheet(await this.repo.quests(surveyId), parseSheet(questAnsJson), true);
    const sheet = JSON.stringify(
      rows.map(({ questId, quesitmId, chcAns, inptAns }) => ({ questId, quesitmId, chcAns, inptAns })),
    );
    const now = this.clock.now().toISOString();
    const surveyAnsId = await this.transaction(async (trx) => {
      const repo = new SurveyRepository(trx);
      const id = await repo.insertAnswer(surveyId, user.userId, sheet, now);
      if (id === null) return null;
      // The row's lock, then the questions again: a console change that got there first is seen (and refuses this
      // sheet in Korean); one that comes later finds ansCnt > 0 and leaves the questions alone.
      await repo.countAnswer(surveyId);
      checkSheet(await repo.quests(surveyId), parseSheet(questAnsJson), true);
      await repo.insertAnswerRows(id, rows);
      await repo.deleteDraft(surveyId, user.userId);
      return id;
    });
    if (surveyAnsId === null) throw AppError.conflict(SURVEY_MESSAGES.alreadyAnswered);
    return ok(SURVEY_MESSAGES.submitted, { surveyAnsId });
  }

  async draft(surveyId: number, user: SessionUser): Promise<SurveyDraft | null> {
    await this.found(surveyId);
    const d = await this.repo.draft(surveyId, user.userId);
    return d ? { surveyId: d.surveyId, questAnsJson: d.questAnsJson, mdfcnDt: toSeoulIso(new Date(d.mdfcnDt)) } : null;
  }

  /** Keeps a half-answered sheet (what is answered must already be valid) while the survey is open and unanswered. */
  async saveDraft(surveyId: number, questAnsJson: string, user: SessionUser) {
    const s = await this.found(surveyId);
    this.requireOpen(s);
    const answers = parseSheet(questAnsJson);
    checkSheet(await this.repo.quests(surveyId), answers, false);
    if ((await this.repo.answerId(surveyId, user.userId)) !== null)
      throw AppError.conflict(SURVEY_MESSAGES.alreadyAnswered);
    await this.repo.saveDraft(surveyId, user.userId, JSON.stringify(answers), this.clock.now().toISOString());
    return ok(SURVEY_MESSAGES.draftSaved);
  }

  /** Counts per choice and score and the average stars, for a member who answered a survey that shows its results. */
  async result(surveyId: number, user: SessionUser): Promise<SurveyResult> {
    const s = await this.found(surveyId);
    const answered = (await this.repo.answerId(surveyId, user.userId)) !== null;
    authorize(can(user, 'seeResult', { rsltOpenYn: s.rsltOpenYn, answered: true }), SURVEY_MESSAGES.resultNotOpen);
    authorize(can(user, 'seeResult', { rsltOpenYn: s.rsltOpenYn, answered }), SURVEY_MESSAGES.resultAfterAnswer);
    const [quests, tallies, ansCnt] = await Promise.all([
      this.repo.quests(surveyId),
      this.repo.tallies(surveyId),
      this.repo.answerCount(surveyId),
    ]);
    return { surveyId, surveyNm: s.surveyNm, ansCnt, quests: aggregate(quests, tallies) };
  }
}

type Tally = Awaited<ReturnType<SurveyRepository['tallies']>>[number];

/**
 * Per question: how many sheets answered it, the count and share of each choice or of each score (5 → 1), and the
 * mean score of a star rating (one decimal); free text is counted only (the desk lists it separately).
 */
export function aggregate(quests: QuestRow[], tallies: Tally[]) {
  return quests.map((q) => {
    const mine = tallies.filter((t) => t.questId === q.questId);
    const answeredCnt = mine.reduce((sum, t) => sum + t.n, 0);
    const kind = questionKind(q.questPattnDcd);
    const count = (match: (t: Tally) => boolean) => mine.filter(match).reduce((sum, t) => sum + t.n, 0);
    const rows =
      kind === 'choice'
        ? q.items.map((it) => {
            const cnt = count((t) => t.quesitmId === it.quesitmId);
            return { label: it.quesitmNm, cnt, pct: pct(cnt, answeredCnt) };
          })
        : kind === 'star'
          ? [...STAR_SCORES].reverse().map((score) => {
              const cnt = count((t) => t.chcAns === score);
              return { label: `${score}점`, cnt, pct: pct(cnt, answeredCnt) };
            })
          : [];
    const total = mine.reduce((sum, t) => sum + (t.chcAns ?? 0) * t.n, 0);
    return {
      questId: q.questId,
      questNm: q.questNm,
      questPattnDcd: q.questPattnDcd,
      sortSeq: q.sortSeq,
      ansCnt: answeredCnt,
      rows,
      avgScore: kind === 'star' && answeredCnt > 0 ? Math.round((total / answeredCnt) * 10) / 10 : null,
    };
  });
}
