import type { Page } from '@onfan/contracts/envelope';
import { questionKind } from '@onfan/contracts/survey';
import type {
  SurveyDeskDetail,
  SurveyDeskQuery,
  SurveyDeskResult,
  SurveyDeskRow,
  SurveyDeskState,
  SurveyEdit,
  SurveyExportQuery,
  SurveyTextRow,
  SurveyWrite,
} from '@onfan/contracts/survey.admin';
import { SURVEY_DESK_MESSAGES, SURVEY_KIND_CODES } from '@onfan/contracts/survey.admin';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import { SPREADSHEET_TYPES, toSpreadsheet } from '../../http/spreadsheet.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { DeskQuest } from './survey-desk.repository.js';
import { SurveyDeskRepository } from './survey-desk.repository.js';
import { SurveyRepository } from './survey.repository.js';
import { aggregate } from './survey.service.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export const SURVEY_SCREEN = '설문 결과';

type SurveyRow = NonNullable<Awaited<ReturnType<SurveyDeskRepository['byId']>>>;
type QuestRows = Awaited<ReturnType<SurveyDeskRepository['quests']>>;

function stateOf(s: Pick<SurveyRow, 'pblcnYn' | 'surveyBgngYmd' | 'surveyEndYmd'>, today: string): SurveyDeskState {
  if (s.pblcnYn !== 'Y') return 'DRAFT';
  if (today < s.surveyBgngYmd) return 'UPCOMING';
  if (today > s.surveyEndYmd) return 'CLOSED';
  return 'OPEN';
}

/** The questions as the write form sends them, as stored rows. */
function deskQuests(body: SurveyWrite): DeskQuest[] {
  return body.quests.map((q) => ({
    questNm: q.questNm,
    questPattnDcd: SURVEY_KIND_CODES[q.kind],
    esntlYn: q.esntlYn,
    items: q.kind === 'choice' ? q.items : [],
  }));
}

/** The stored questions in the same shape, to tell whether an edit changes them. */
function storedQuests(quests: QuestRows): DeskQuest[] {
  return quests.map((q) => ({
    questNm: q.questNm,
    questPattnDcd: q.questPattnDcd,
    esntlYn: q.esntlYn,
    items: q.items.map((i) => i.quesitmNm),
  }));
}

/** What the audit keeps of a survey. */
function auditCopy(s: SurveyRow, quests: readonly DeskQuest[]) {
  return {
    surveyNm: s.surveyNm,
    surveyExplnLength: s.surveyExpln.length,
    surveyBgngYmd: s.surveyBgngYmd,
    surveyEndYmd: s.surveyEndYmd,
    rsltOpenYn: s.rsltOpenYn,
    pblcnYn: s.pblcnYn,
    quests,
    mdfcnDt: s.mdfcnDt,
  };
}

/** The new copy's stamp: now, or a millisecond after the one it replaces, so two changes never share one. */
function nextStamp(previous: string, now: string): string {
  if (now > previous) return now;
  const t = Date.parse(previous);
  return Number.isNaN(t) ? now : new Date(t + 1).toISOString();
}

/** A copy's title: '(사본)' after it, numbered when that one exists too; within the column's 200 characters. */
function copyName(surveyNm: string, n: number): string {
  const tail = n === 1 ? ' (사본)' : ` (사본 ${n})`;
  return [...surveyNm].slice(0, 200 - tail.length).join('') + tail;
}

/**
 * The survey builder (설문·진단 desk, issue 39). A survey is written as a draft and published in one audited step.
 * Every change names the copy it was made on (`updtDt` = the row's `mdfcnDt`). The questions of a survey with an answer
 * sheet never change: the change is a conditional UPDATE `where ans_cnt = 0` of the survey row, which the answer path
 * raises in its own transaction, so either the change or the first sheet comes first, never both half (decision 053).
 */
export class SurveyDeskService {
  constructor(
    private readonly db: Executor,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private today(): string {
    return todaySeoulYmd(this.clock);
  }

  private row(s: SurveyRow & { questCnt?: number | string | null }, today: string): SurveyDeskRow {
    return {
      surveyId: s.surveyId,
      surveyNm: s.surveyNm,
      state: stateOf(s, today),
      surveyBgngYmd: s.surveyBgngYmd,
      surveyEndYmd: s.surveyEndYmd,
      rsltOpenYn: s.rsltOpenYn,
      questCnt: Number(s.questCnt ?? 0),
      ansCnt: Number(s.ansCnt),
      regDt: toSeoulIso(new Date(s.regDt)),
      updtDt: s.mdfcnDt,
    };
  }

  private async existing(repo: SurveyDeskRepository, surveyId: number): Promise<SurveyRow> {
    const s = await repo.byId(surveyId);
    if (!s) throw AppError.notFound(SURVEY_DESK_MESSAGES.notFound);
    return s;
  }

  async list(q: SurveyDeskQuery): Promise<Page<SurveyDeskRow>> {
    const today = this.today();
    const { items, total } = await new SurveyDeskRepository(this.db).list(q, today);
    return toPage(
      items.map((s) => this.row(s, today)),
      total,
      q,
    );
  }

  async detail(surveyId: number): Promise<SurveyDeskDetail> {
    const repo = new SurveyDeskRepository(this.db);
    const s = await this.existing(repo, surveyId);
    const quests = await repo.quests(surveyId);
    return {
      ...this.row({ ...s, questCnt: quests.length }, this.today()),
      surveyExpln: s.surveyExpln,
      lockedYn: Number(s.ansCnt) > 0 ? 'Y' : 'N',
      quests: quests.map((q) => ({
        questId: q.questId,
        questNm: q.questNm,
        kind: questionKind(q.questPattnDcd),
        esntlYn: q.esntlYn,
        items: q.items,
      })),
    };
  }

  private async checkName(repo: SurveyDeskRepository, surveyNm: string, except: number | null): Promise<void> {
    if (await repo.nameTaken(surveyNm, except))
      throw AppError.badRequest(SURVEY_DESK_MESSAGES.titleTaken, [
        { field: 'surveyNm', message: SURVEY_DESK_MESSAGES.titleTaken },
      ]);
  }

  async create(actor: ConsoleActor, body: SurveyWrite) {
    const now = this.now();
    const quests = deskQuests(body);
    const surveyId = await this.transaction(async (trx) => {
      const repo = new SurveyDeskRepository(trx);
      await this.checkName(repo, body.surveyNm, null);
      const id = await repo.insert({
        surveyNm: body.surveyNm,
        surveyExpln: body.surveyExpln,
        surveyBgngYmd: body.surveyBgngYmd,
        surveyEndYmd: body.surveyEndYmd,
        rsltOpenYn: body.rsltOpenYn,
        now,
      });
      await repo.replaceQuests(id, quests);
      const after = await this.existing(repo, id);
      await this.records.audit(
        actor,
        { targetKind: 'survey', targetId: id, action: 'CREATE', before: null, after: auditCopy(after, quests) },
        trx,
      );
      return id;
    });
    return ok(SURVEY_DESK_MESSAGES.created, { surveyId });
  }

  /**
   * Edits the survey on the copy read. Questions that differ from the stored ones are replaced only while no sheet
   * exists (refused with 409 and the copy hint otherwise); the title, text, period and results rule always may change.
   */
  async update(actor: ConsoleActor, surveyId: number, body: SurveyEdit) {
    const now = this.now();
    const quests = deskQuests(body);
    await this.transaction(async (trx) => {
      const repo = new SurveyDeskRepository(trx);
      const before = await this.existing(repo, surveyId);
      if (before.mdfcnDt !== body.updtDt) throw AppError.staleCopy();
      const stored = storedQuests(await repo.quests(surveyId));
      const changesQuests = JSON.stringify(stored) !== JSON.stringify(quests);
      if (changesQuests && Number(before.ansCnt) > 0) throw AppError.conflict(SURVEY_DESK_MESSAGES.locked);
      await this.checkName(repo, body.surveyNm, surveyId);
      const values = {
        surveyNm: body.surveyNm,
        surveyExpln: body.surveyExpln,
        surveyBgngYmd: body.surveyBgngYmd,
        surveyEndYmd: body.surveyEndYmd,
        rsltOpenYn: body.rsltOpenYn,
        mdfcnDt: nextStamp(before.mdfcnDt, now),
      };
      if (!(await repo.updateIfCopy(surveyId, body.updtDt, values, { unanswered: changesQuests }))) {
        // The copy was current a moment ago: an answer sheet came in between.
        const again = await this.existing(repo, surveyId);
        if (again.mdfcnDt === body.updtDt && Number(again.ansCnt) > 0)
          throw AppError.conflict(SURVEY_DESK_MESSAGES.locked);
        throw AppError.staleCopy();
      }
      if (changesQuests) await repo.replaceQuests(surveyId, quests);
      const after = await this.existing(repo, surveyId);
      await this.records.audit(
        actor,
        {
          targetKind: 'survey',
          targetId: surveyId,
          action: 'UPDATE',
          before: auditCopy(before, stored),
          after: auditCopy(after, quests),
        },
        trx,
      );
    });
    return ok(SURVEY_DESK_MESSAGES.updated, { surveyId });
  }

  /** A draft becomes visible to members (inside its period); one audited, conditional step. */
  async publish(actor: ConsoleActor, surveyId: number, body: { updtDt: string }) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new SurveyDeskRepository(trx);
      const before = await this.existing(repo, surveyId);
      if (before.mdfcnDt !== body.updtDt) throw AppError.staleCopy();
      if (before.pblcnYn === 'Y') throw AppError.conflict(SURVEY_DESK_MESSAGES.alreadyPublished);
      const quests = storedQuests(await repo.quests(surveyId));
      if (quests.length === 0) throw AppError.badRequest(SURVEY_DESK_MESSAGES.questsRequired);
      if (
        !(await repo.updateIfCopy(
          surveyId,
          body.updtDt,
          { pblcnYn: 'Y', mdfcnDt: nextStamp(before.mdfcnDt, now) },
          { draft: true },
        ))
      )
        throw AppError.staleCopy();
      const after = await this.existing(repo, surveyId);
      await this.records.audit(
        actor,
        {
          targetKind: 'survey',
          targetId: surveyId,
          action: 'PUBLISH',
          before: auditCopy(before, quests),
          after: auditCopy(after, quests),
        },
        trx,
      );
    });
    return ok(SURVEY_DESK_MESSAGES.published);
  }

  /** A new draft with the survey's text, period, results rule and questions (the answers stay with the original). */
  async copy(actor: ConsoleActor, surveyId: number) {
    // Two copies made at the same moment may choose the same '(사본 n)' name: the unique key refuses the later one,
    // which is made again (in a new transaction) with the next free name.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.copyOnce(actor, surveyId);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  private async copyOnce(actor: ConsoleActor, surveyId: number) {
    const now = this.now();
    const newId = await this.transaction(async (trx) => {
      const repo = new SurveyDeskRepository(trx);
      const source = await this.existing(repo, surveyId);
      const quests = storedQuests(await repo.quests(surveyId));
      let n = 1;
      while (await repo.nameTaken(copyName(source.surveyNm, n), null)) n += 1;
      const id = await repo.insert({
        surveyNm: copyName(source.surveyNm, n),
        surveyExpln: source.surveyExpln,
        surveyBgngYmd: source.surveyBgngYmd,
        surveyEndYmd: source.surveyEndYmd,
        rsltOpenYn: source.rsltOpenYn,
        now,
      });
      await repo.replaceQuests(id, quests);
      const after = await this.existing(repo, id);
      await this.records.audit(
        actor,
        {
          targetKind: 'survey',
          targetId: id,
          action: 'COPY',
          before: { copiedFrom: surveyId },
          after: auditCopy(after, quests),
        },
        trx,
      );
      return id;
    });
    return ok(SURVEY_DESK_MESSAGES.copied, { surveyId: newId });
  }

  async results(surveyId: number): Promise<SurveyDeskResult> {
    const repo = new SurveyDeskRepository(this.db);
    const s = await this.existing(repo, surveyId);
    const member = new SurveyRepository(this.db);
    const [quests, tallies] = await Promise.all([member.quests(surveyId), member.tallies(surveyId)]);
    return {
      surveyId,
      surveyNm: s.surveyNm,
      ansCnt: Number(s.ansCnt),
      quests: aggregate(quests, tallies).map((q) => ({
        questId: q.questId,
        questNm: q.questNm,
        kind: questionKind(q.questPattnDcd),
        ansCnt: q.ansCnt,
        rows: q.rows,
        avgScore: q.avgScore,
      })),
    };
  }

  async texts(surveyId: number, questId: number, page: { pageNo: number; pageSize: number }) {
    const repo = new SurveyDeskRepository(this.db);
    await this.existing(repo, surveyId);
    const quest = (await repo.quests(surveyId)).find((q) => q.questId === questId);
    if (!quest) throw AppError.notFound('문항을 찾을 수 없습니다.');
    if (questionKind(quest.questPattnDcd) !== 'text') throw AppError.badRequest(SURVEY_DESK_MESSAGES.notText);
    const { items, total } = await repo.texts(surveyId, questId, page);
    const rows: SurveyTextRow[] = items.map((r) => ({
      sheetNo: Number(r.sheetNo),
      inptAns: r.inptAns ?? '',
      regDt: toSeoulIso(new Date(r.regDt)),
    }));
    return toPage(rows, total, page) satisfies Page<SurveyTextRow>;
  }

  /**
   * The answers as a file, one sheet a row (its number and time, then each question's answer; no member). The access
   * log's 다운로드 row (reason, row count, format) is written before the file is made.
   */
  async export(actor: ConsoleActor, surveyId: number, q: SurveyExportQuery) {
    const repo = new SurveyDeskRepository(this.db);
    const s = await this.existing(repo, surveyId);
    const quests = await repo.quests(surveyId);
    const answers = await repo.allAnswers(surveyId);
    const sheets = new Map<number, { regDt: string; cells: Map<number, string> }>();
    for (const a of answers) {
      const sheet = sheets.get(a.surveyAnsId) ?? { regDt: a.regDt, cells: new Map<number, string>() };
      sheets.set(a.surveyAnsId, sheet);
      const quest = quests.find((x) => x.questId === a.questId);
      const value =
        a.quesitmId !== null
          ? (quest?.items.find((i) => i.quesitmId === a.quesitmId)?.quesitmNm ?? '')
          : a.chcAns !== null
            ? String(a.chcAns)
            : (a.inptAns ?? '');
      sheet.cells.set(a.questId, value);
    }
    await this.records.access(actor, {
      subjectUserId: null,
      kind: 'DOWNLOAD',
      screen: SURVEY_SCREEN,
      detail: `설문 응답 ${q.format.toUpperCase()} ${sheets.size}건: ${s.surveyNm}`,
      reason: q.reason,
    });
    const content = await toSpreadsheet(q.format, {
      name: '설문 응답',
      headers: ['응답 번호', '응답 일시', ...quests.map((x, i) => `${i + 1}. ${x.questNm}`)],
      rows: [...sheets.values()].map((sheet, i) => [
        String(i + 1),
        toSeoulIso(new Date(sheet.regDt)),
        ...quests.map((x) => sheet.cells.get(x.questId) ?? ''),
      ]),
    });
    return {
      content,
      mimeType: SPREADSHEET_TYPES[q.format],
      fileNm: `설문 응답_${s.surveyNm}_${this.today()}.${q.format}`,
    };
  }
}
