import type { DiagnosisQuestion } from '@onfan/contracts/diagnosis';
import { CUSTOM_SOURCE, DIAGNOSIS_VERSION_MESSAGES } from '@onfan/contracts/diagnosis';
import type {
  DiagnosisVersionDetail,
  DiagnosisVersionEdit,
  DiagnosisVersionRow,
} from '@onfan/contracts/diagnosis.admin';
import { DIAGNOSIS_DESK_MESSAGES } from '@onfan/contracts/diagnosis.admin';
import { maskName } from '@onfan/contracts/mask';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { VersionRow } from './diagnosis.repository.js';
import { DiagnosisRepository } from './diagnosis.repository.js';
import { questionsOf, versionName } from './diagnosis.service.js';

/** The new copy's stamp: now, or a millisecond after the one it replaces, so two changes never share one. */
function nextStamp(previous: string, now: string): string {
  if (now > previous) return now;
  const t = Date.parse(previous);
  return Number.isNaN(t) ? now : new Date(t + 1).toISOString();
}

/**
 * The version's own questions keep their keys; a new one (no key yet) gets the next free `c<n>`, so a result's
 * answers (`custom[key]`) always point at the question they answered. Keys are unique within a version.
 */
function withKeys(questions: readonly DiagnosisQuestion[]): DiagnosisQuestion[] {
  const used = new Set(questions.map((q) => q.key).filter((k) => k !== ''));
  let n = Math.max(0, ...[...used].map((k) => (/^c(\d+)$/.exec(k) ? Number(k.slice(1)) : 0)));
  const seen = new Set<string>();
  return questions.map((q, i) => {
    let key = q.key;
    if (key === '') {
      if (q.source === CUSTOM_SOURCE) {
        n += 1;
        key = `c${n}`;
      } else {
        key = `${q.dimension.toLowerCase()}.${q.source}`;
        while (used.has(key) || seen.has(key)) key = `${q.dimension.toLowerCase()}.${q.source}.${i + 1}`;
      }
    }
    if (seen.has(key))
      throw AppError.badRequest(DIAGNOSIS_VERSION_MESSAGES.duplicateKey, [
        { field: `questions.${i}`, message: DIAGNOSIS_VERSION_MESSAGES.duplicateKey },
      ]);
    seen.add(key);
    // A version's own question names its choices by their order.
    const choices = q.source === CUSTOM_SOURCE ? q.choices.map((c, j) => ({ ...c, code: String(j + 1) })) : q.choices;
    return { ...q, key, choices };
  });
}

/** What the audit keeps of a version. */
function auditCopy(v: VersionRow) {
  return {
    verNo: v.verNo,
    sttsCd: v.sttsCd,
    questions: JSON.parse(v.modelJson) as unknown,
    pblsDt: v.pblsDt,
    mdfcnDt: v.mdfcnDt,
  };
}

/**
 * The self-diagnosis questions at the console (decision 054). '새 판 만들기' copies the current version into the one
 * draft (a unique draft slot: two at once, the database refuses the second); the draft is edited on the copy read; a
 * publish is a conditional UPDATE `where stts_cd = 'DRAFT' and mdfcn_dt = ?`, so of two operators publishing at once
 * one wins and the other is refused (409), and a published version is never changed again.
 */
export class DiagnosisDeskService {
  constructor(
    private readonly db: Executor,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private row(
    v: VersionRow & { pblsrNm?: string | null; resultCnt?: number | string | null },
    currentVerNo: number,
  ): DiagnosisVersionRow {
    return {
      verNo: v.verNo,
      verNm: versionName(v.verNo),
      state: v.sttsCd,
      current: v.verNo === currentVerNo,
      questCnt: questionsOf(v).length,
      resultCnt: Number(v.resultCnt ?? 0),
      crtDt: toSeoulIso(new Date(v.crtDt)),
      pblsDt: v.pblsDt ? toSeoulIso(new Date(v.pblsDt)) : null,
      pblsrNm: v.pblsrNm ? maskName(v.pblsrNm) : null,
      updtDt: v.mdfcnDt,
    };
  }

  private async existing(repo: DiagnosisRepository, verNo: number): Promise<VersionRow> {
    const v = await repo.version(verNo);
    if (!v) throw AppError.notFound(DIAGNOSIS_DESK_MESSAGES.notFound);
    return v;
  }

  private async currentVerNo(repo: DiagnosisRepository): Promise<number> {
    return (await repo.currentVersion())?.verNo ?? 0;
  }

  async list(): Promise<DiagnosisVersionRow[]> {
    const repo = new DiagnosisRepository(this.db);
    const [rows, current] = await Promise.all([repo.versions(), this.currentVerNo(repo)]);
    return rows.map((v) => this.row(v, current));
  }

  async detail(verNo: number): Promise<DiagnosisVersionDetail> {
    const repo = new DiagnosisRepository(this.db);
    const v = await this.existing(repo, verNo);
    const [current, pblsrNm, resultCnt] = await Promise.all([
      this.currentVerNo(repo),
      repo.publisherName(v.pblsrId),
      repo.countResults(verNo),
    ]);
    return { ...this.row({ ...v, pblsrNm, resultCnt }, current), questions: questionsOf(v) };
  }

  /** The draft of the next version: the current version's questions, to be edited. One draft at a time. */
  async create(actor: ConsoleActor) {
    const now = this.now();
    try {
      const verNo = await this.transaction(async (trx) => {
        const repo = new DiagnosisRepository(trx);
        const source = await repo.currentVersion();
        if (!source) throw new Error(DIAGNOSIS_VERSION_MESSAGES.noVersion);
        const verNo = (await repo.maxVerNo()) + 1;
        await repo.insertVersion({
          verNo,
          sttsCd: 'DRAFT',
          draftSlot: 'Y',
          modelJson: source.modelJson,
          crtrId: actor.user.userId,
          crtDt: now,
          mdfcnDt: now,
          pblsrId: null,
          pblsDt: null,
        });
        const after = await this.existing(repo, verNo);
        await this.records.audit(
          actor,
          {
            targetKind: 'diagn_ver',
            targetId: verNo,
            action: 'CREATE',
            before: { copiedFrom: source.verNo },
            after: auditCopy(after),
          },
          trx,
        );
        return verNo;
      });
      return ok(DIAGNOSIS_DESK_MESSAGES.created, { verNo });
    } catch (error) {
      // The draft slot (or the next number) was taken by a draft made a moment before: there is one to edit.
      if (isUniqueViolation(error)) throw AppError.conflict(DIAGNOSIS_DESK_MESSAGES.draftExists);
      throw error;
    }
  }

  /** The draft's questions, choices and weights, on the copy read; a published version is refused. */
  async update(actor: ConsoleActor, verNo: number, body: DiagnosisVersionEdit) {
    const now = this.now();
    const questions = withKeys(body.questions);
    await this.transaction(async (trx) => {
      const repo = new DiagnosisRepository(trx);
      const before = await this.existing(repo, verNo);
      if (before.sttsCd !== 'DRAFT') throw AppError.conflict(DIAGNOSIS_DESK_MESSAGES.published);
      if (before.mdfcnDt !== body.updtDt) throw AppError.staleCopy();
      const changed = await repo.updateDraftIfCopy(verNo, body.updtDt, {
        modelJson: JSON.stringify(questions),
        mdfcnDt: nextStamp(before.mdfcnDt, now),
      });
      if (!changed) throw AppError.staleCopy();
      const after = await this.existing(repo, verNo);
      await this.records.audit(
        actor,
        {
          targetKind: 'diagn_ver',
          targetId: verNo,
          action: 'UPDATE',
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
    });
    return ok(DIAGNOSIS_DESK_MESSAGES.updated, { verNo });
  }

  /** The draft becomes the version members answer; the one before stays readable with its results. */
  async publish(actor: ConsoleActor, verNo: number, body: { updtDt: string }) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new DiagnosisRepository(trx);
      const before = await this.existing(repo, verNo);
      if (before.sttsCd !== 'DRAFT') throw AppError.conflict(DIAGNOSIS_DESK_MESSAGES.alreadyPublished);
      if (before.mdfcnDt !== body.updtDt) throw AppError.staleCopy();
      const published = await repo.updateDraftIfCopy(verNo, body.updtDt, {
        sttsCd: 'PUBLISHED',
        draftSlot: null,
        pblsrId: actor.user.userId,
        pblsDt: now,
        mdfcnDt: nextStamp(before.mdfcnDt, now),
      });
      if (!published) {
        // Another operator published (or changed) it between the read and the update.
        const again = await this.existing(repo, verNo);
        if (again.sttsCd !== 'DRAFT') throw AppError.conflict(DIAGNOSIS_DESK_MESSAGES.alreadyPublished);
        throw AppError.staleCopy();
      }
      const after = await this.existing(repo, verNo);
      await this.records.audit(
        actor,
        {
          targetKind: 'diagn_ver',
          targetId: verNo,
          action: 'PUBLISH',
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
    });
    return ok(DIAGNOSIS_DESK_MESSAGES.publishedNow);
  }
}
