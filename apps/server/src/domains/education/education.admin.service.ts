import { EDU_CATEGORIES, EDU_LEVELS, type EduCategory } from '@onfan/contracts/education';
import type {
  CertificateChange,
  CourseDeskDetail,
  CourseDeskQuery,
  CourseDeskRow,
  CourseEdit,
  CourseForm,
  CourseProgress,
  CourseVisibility,
  EduEnrolState,
  EnrolmentDeskQuery,
  EnrolmentDeskRow,
  EnrolmentExportQuery,
  LessonOrder,
  LessonWrite,
  VodChoice,
} from '@onfan/contracts/education.admin';
import { EDU_DESK_MESSAGES, EDU_PROGRESS_BANDS, EDU_PROGRESS_CHART_TITLE } from '@onfan/contracts/education.admin';
import type { Page } from '@onfan/contracts/envelope';
import { maskLoginId, maskName } from '@onfan/contracts/mask';
import { UPLOAD_FIELD } from '@onfan/contracts/upload';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import { toCsv } from '../../http/spreadsheet.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { htmlToText, sanitizeBody } from '../content/html-sanitizer.js';
import { fitImages, type ImageBox } from '../upload/image-fit.js';
import type { FileSource } from '../upload/upload.multipart.js';
import { ATTACHMENT_TYPES, type UploadService } from '../upload/upload.service.js';
import {
  EDU_MATERIAL_UPLOAD,
  EDU_PICTURE_UPLOAD,
  EducationDeskRepository,
  type CourseWrite,
  type LessonWriteRow,
} from './education.admin.repository.js';
import { newCertNo, type EducationService } from './education.service.js';

/** The catalogue's card and the course page show the picture at 660×440. */
const PICTURE_BOX: ImageBox = { width: 1320, height: 880 };
const SCREEN = '이러닝 수강생';
const CHART_DAYS = 30;
const nameTaken = '같은 이름의 과정이 있습니다. 다른 과정명을 입력해 주세요.';

export type EducationDeskUploads = Pick<UploadService, 'checkFiles' | 'checkImages' | 'store'>;
type Course = NonNullable<Awaited<ReturnType<EducationDeskRepository['course']>>>;

/** A progress band of an enrolment (EDU_PROGRESS_BANDS): its percent, or 수료 once it has its certificate. */
export function bandOf(progressPct: number, completed: boolean): number {
  if (completed) return 4;
  return Math.min(3, Math.floor(progressPct / 25));
}

const pct = (done: number, total: number) => (total ? Math.min(100, Math.floor((done * 100) / total)) : 0);

function stateOf(r: { certNo: string | null; certRvkYmd: string | null }): EduEnrolState {
  if (r.certRvkYmd) return 'REVOKED';
  return r.certNo ? 'COMPLETED' : 'LEARNING';
}

/** The next copy after `prev`: now, or a millisecond later when the clock has not moved past it (two changes at once). */
export function nextCopy(prev: string, now: string): string {
  return now > prev ? now : new Date(Date.parse(prev) + 1).toISOString();
}

const ymdDots = (ymd: string) => `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`;

/** What the audit keeps of a course (the long text by its length). */
function courseAudit(c: Course | undefined) {
  if (!c) return null;
  return {
    crsNm: c.crsNm,
    crsSmry: c.crsSmry,
    crsDescLength: c.crsDesc.length,
    ctgrCd: c.ctgrCd,
    lvlCd: c.lvlCd,
    instrNm: c.instrNm,
    freeYn: c.freeYn,
    price: c.price,
    extUrl: c.extUrl,
    thmbUrl: c.thmbUrl,
    useYn: c.useYn,
    updtDt: c.updtDt,
  };
}

/**
 * The e-learning desk (issue 39): courses and their lessons written at the console, published and hidden, the
 * enrolments with their progress and the completion report, certificates revoked and re-issued. Every change names
 * the course's copy (`updtDt`, moved by any change of the course or a lesson) or the enrolment's (certificates) and is
 * refused on a stale one with 409; each writes its audit row in its transaction.
 *
 * A published course's lessons edited keep members' progress sensible:
 * - adding a lesson: completed members keep their completion and certificate; the others have one more to finish;
 * - reordering: progress is kept (it is counted by lesson, not by number);
 * - editing a lesson's title or text: progress is kept; changing its kind, its quiz's questions or its pass mark makes
 *   the members not yet completed finish it again (pass the new quiz), and completed members keep their certificate;
 * - removing a lesson: its finished marks go with it; a member who has then finished every lesson left is completed
 *   at once (certificate and notice, as their last lesson would have done).
 */
export class EducationDeskService {
  constructor(
    private readonly repo: EducationDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly uploads: EducationDeskUploads,
    private readonly education: EducationService,
  ) {}

  private now() {
    return this.clock.now().toISOString();
  }

  private row(c: Course): CourseDeskRow {
    return {
      eduCrsId: c.eduCrsId,
      crsNm: c.crsNm,
      ctgrCd: c.ctgrCd as EduCategory,
      ctgrNm: EDU_CATEGORIES[c.ctgrCd as EduCategory] ?? '',
      lvlNm: EDU_LEVELS[c.lvlCd],
      lsnCnt: Number(c.lsnCnt ?? 0),
      quizCnt: Number(c.quizCnt ?? 0),
      enrolCnt: Number(c.enrolCnt ?? 0),
      cmplCnt: Number(c.cmplCnt ?? 0),
      useYn: c.useYn,
      regDt: toSeoulIso(new Date(c.regDt)),
      updtDt: c.updtDt,
    };
  }

  async list(q: CourseDeskQuery): Promise<Page<CourseDeskRow>> {
    const { items, total } = await this.repo.list(q);
    return toPage(
      items.map((c) => this.row(c)),
      total,
      q,
    );
  }

  private async found(repo: EducationDeskRepository, eduCrsId: number): Promise<Course> {
    const c = await repo.course(eduCrsId);
    if (!c) throw AppError.notFound(EDU_DESK_MESSAGES.courseNotFound);
    return c;
  }

  async detail(eduCrsId: number): Promise<CourseDeskDetail> {
    const c = await this.found(this.repo, eduCrsId);
    const lessons = await this.repo.lessons(eduCrsId);
    const ids = lessons.map((l) => l.eduLsnId);
    const [questions, files] = await Promise.all([this.repo.questions(ids), this.repo.files(ids)]);
    return {
      ...this.row(c),
      crsSmry: c.crsSmry,
      crsDesc: c.crsDesc,
      goals: c.goals,
      lvlCd: c.lvlCd,
      instrNm: c.instrNm,
      freeYn: c.freeYn,
      price: Number(c.price),
      extUrl: c.extUrl,
      thmbUrl: c.thmbUrl.startsWith('/files/') ? c.thmbUrl : null,
      lessons: lessons.map((l) => ({
        eduLsnId: l.eduLsnId,
        lsnNo: l.lsnNo,
        lsnNm: l.lsnNm,
        lrnMin: l.lrnMin,
        lsnKind: l.lsnKind,
        lsnCn: l.lsnCn,
        brcInfoNo: l.brcInfoNo,
        brcTit: l.brcTit ?? null,
        atchFiles: files
          .filter((f) => f.eduLsnId === l.eduLsnId)
          .map((f) => ({ fileId: f.fileId, fileNm: f.fileNm, fileSize: Number(f.fileSize) })),
        passPct: l.passPct,
        questions: questions.get(l.eduLsnId) ?? [],
        doneCnt: Number(l.doneCnt ?? 0),
      })),
    };
  }

  /** The columns a course form sets: the description sanitized, the category's picture when none was uploaded. */
  private async courseValues(repo: EducationDeskRepository, f: CourseForm): Promise<CourseWrite> {
    const crsDesc = sanitizeBody(f.crsDesc);
    if (!htmlToText(crsDesc) && !/<img\s/i.test(crsDesc))
      throw AppError.badRequest(EDU_DESK_MESSAGES.descRequired, [
        { field: 'crsDesc', message: EDU_DESK_MESSAGES.descRequired },
      ]);
    if (f.thmbUrl && !(await repo.isDeskPicture(f.thmbUrl)))
      throw AppError.badRequest(EDU_DESK_MESSAGES.pictureInvalid, [
        { field: 'thmbUrl', message: EDU_DESK_MESSAGES.pictureInvalid },
      ]);
    return {
      crsNm: f.crsNm,
      crsSmry: f.crsSmry,
      crsDesc,
      goals: f.goals
        .split('\n')
        .map((g) => g.trim())
        .filter(Boolean)
        .join('\n'),
      ctgrCd: f.ctgrCd,
      lvlCd: f.lvlCd,
      instrNm: f.instrNm,
      freeYn: f.freeYn,
      price: f.freeYn === 'Y' ? 0 : f.price,
      extUrl: f.freeYn === 'Y' ? null : f.extUrl,
      thmbUrl: f.thmbUrl ?? `/img/education/${f.ctgrCd}.svg`,
    };
  }

  /** A unique name is the database's to decide (edu_course.crs_nm): a race ends in the same Korean 409. */
  private async uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(nameTaken);
      throw err;
    }
  }

  async create(actor: ConsoleActor, form: CourseForm) {
    const now = this.now();
    const eduCrsId = await this.uniqueName(() =>
      this.transaction(async (trx) => {
        const repo = new EducationDeskRepository(trx);
        const id = await repo.insertCourse(await this.courseValues(repo, form), now);
        await this.records.audit(
          actor,
          {
            targetKind: 'eduCourse',
            targetId: id,
            action: 'CREATE',
            before: null,
            after: courseAudit(await repo.course(id)),
          },
          trx,
        );
        return id;
      }),
    );
    return ok(EDU_DESK_MESSAGES.created, { eduCrsId });
  }

  /** Runs a change of the course (or its lessons) on the copy read, with its audit row, in one transaction. */
  private async onCopy<T>(
    actor: ConsoleActor,
    eduCrsId: number,
    updtDt: string,
    action: string,
    change: (
      repo: EducationDeskRepository,
      trx: Executor,
      before: Course,
      now: string,
    ) => Promise<{ after?: unknown; result: T }>,
    values: Parameters<EducationDeskRepository['touchIfCopy']>[3] = {},
  ): Promise<T> {
    const now = this.now();
    return this.uniqueName(() =>
      this.transaction(async (trx) => {
        const repo = new EducationDeskRepository(trx);
        const before = await this.found(repo, eduCrsId);
        if (before.updtDt !== updtDt) throw AppError.staleCopy();
        // The copy moves first: of two changes on one copy, the second finds it moved and is refused.
        if (!(await repo.touchIfCopy(eduCrsId, updtDt, nextCopy(updtDt, now), values))) throw AppError.staleCopy();
        const { after, result } = await change(repo, trx, before, now);
        await this.records.audit(
          actor,
          {
            targetKind: 'eduCourse',
            targetId: eduCrsId,
            action,
            before: courseAudit(before),
            after: after ?? courseAudit(await repo.course(eduCrsId)),
          },
          trx,
        );
        return result;
      }),
    );
  }

  async update(actor: ConsoleActor, eduCrsId: number, body: CourseEdit) {
    const { updtDt, ...form } = body;
    const values = await this.courseValues(this.repo, form);
    await this.onCopy(actor, eduCrsId, updtDt, 'UPDATE', async () => ({ result: null }), values);
    return ok(EDU_DESK_MESSAGES.updated, { eduCrsId });
  }

  /** Publishes (needs a lesson, and every quiz its questions) or hides a course. */
  async visibility(actor: ConsoleActor, eduCrsId: number, body: CourseVisibility) {
    if (body.useYn === 'Y') {
      const lessons = await this.repo.lessons(eduCrsId);
      if (lessons.length === 0) {
        await this.found(this.repo, eduCrsId);
        throw AppError.badRequest(EDU_DESK_MESSAGES.publishEmpty);
      }
    }
    await this.onCopy(
      actor,
      eduCrsId,
      body.updtDt,
      body.useYn === 'Y' ? 'PUBLISH' : 'HIDE',
      async () => ({ result: null }),
      { useYn: body.useYn },
    );
    return ok(body.useYn === 'Y' ? EDU_DESK_MESSAGES.published : EDU_DESK_MESSAGES.hidden);
  }

  /** Checks a lesson's parts: the recording is a VOD, the files are this operator's fresh uploads or the lesson's own. */
  private async lessonValues(
    repo: EducationDeskRepository,
    actor: ConsoleActor,
    b: LessonWrite,
    ownFiles: readonly string[],
  ): Promise<LessonWriteRow> {
    const lsnCn = sanitizeBody(b.lsnCn);
    if (b.lsnKind === 'TEXT' && !htmlToText(lsnCn) && !/<img\s/i.test(lsnCn))
      throw AppError.badRequest(EDU_DESK_MESSAGES.lessonBodyRequired, [
        { field: 'lsnCn', message: EDU_DESK_MESSAGES.lessonBodyRequired },
      ]);
    const brcInfoNo = b.lsnKind === 'VIDEO' ? b.brcInfoNo : null;
    if (brcInfoNo !== null && !(await repo.vod(brcInfoNo)))
      throw AppError.badRequest(EDU_DESK_MESSAGES.vodNotFound, [
        { field: 'brcInfoNo', message: EDU_DESK_MESSAGES.vodNotFound },
      ]);
    if (new Set(b.atchFileIds).size !== b.atchFileIds.length)
      throw AppError.badRequest(EDU_DESK_MESSAGES.fileNotYours, [
        { field: 'atchFileIds', message: EDU_DESK_MESSAGES.fileNotYours },
      ]);
    const fresh = b.atchFileIds.filter((f) => !ownFiles.includes(f));
    if ((await repo.freshUploads(actor.user.userId, fresh)).length !== fresh.length)
      throw AppError.badRequest(EDU_DESK_MESSAGES.fileNotYours, [
        { field: 'atchFileIds', message: EDU_DESK_MESSAGES.fileNotYours },
      ]);
    return {
      lsnNm: b.lsnNm,
      lrnMin: b.lrnMin,
      lsnKind: b.lsnKind,
      lsnCn,
      brcInfoNo,
      passPct: b.lsnKind === 'QUIZ' ? b.passPct : null,
    };
  }

  async addLesson(actor: ConsoleActor, eduCrsId: number, body: LessonWrite) {
    await this.onCopy(actor, eduCrsId, body.updtDt, 'ADD_LESSON', async (repo) => {
      const values = await this.lessonValues(repo, actor, body, []);
      const eduLsnId = await repo.insertLesson(eduCrsId, await repo.nextLessonNo(eduCrsId), values);
      await repo.replaceQuestions(eduLsnId, values.lsnKind === 'QUIZ' ? body.questions : []);
      await repo.replaceFiles(eduLsnId, body.atchFileIds);
      return {
        after: {
          eduLsnId,
          ...values,
          lsnCn: values.lsnCn.length,
          questions: body.questions,
          atchFileIds: body.atchFileIds,
        },
        result: eduLsnId,
      };
    });
    return ok(EDU_DESK_MESSAGES.lessonAdded, { eduCrsId });
  }

  async updateLesson(actor: ConsoleActor, eduCrsId: number, eduLsnId: number, body: LessonWrite) {
    const reset = await this.onCopy(actor, eduCrsId, body.updtDt, 'UPDATE_LESSON', async (repo) => {
      const before = await repo.lesson(eduCrsId, eduLsnId);
      if (!before) throw AppError.notFound(EDU_DESK_MESSAGES.lessonNotFound);
      const own = (await repo.files([eduLsnId])).map((f) => f.fileId);
      const oldQuestions = (await repo.questions([eduLsnId])).get(eduLsnId) ?? [];
      const values = await this.lessonValues(repo, actor, body, own);
      const questions = values.lsnKind === 'QUIZ' ? body.questions : [];
      // A new kind, or a quiz that changed, is a new lesson to the members still learning.
      const changed =
        before.lsnKind !== values.lsnKind ||
        before.passPct !== values.passPct ||
        JSON.stringify(oldQuestions) !== JSON.stringify(questions);
      await repo.updateLesson(eduLsnId, values);
      await repo.replaceQuestions(eduLsnId, questions);
      await repo.replaceFiles(eduLsnId, body.atchFileIds);
      const resetCnt = changed ? await repo.resetDoneOfLearners(eduLsnId) : 0;
      return {
        after: { eduLsnId, ...values, lsnCn: values.lsnCn.length, questions, atchFileIds: body.atchFileIds, resetCnt },
        result: resetCnt,
      };
    });
    return ok(reset > 0 ? EDU_DESK_MESSAGES.lessonUpdatedReset(reset) : EDU_DESK_MESSAGES.lessonUpdated, { eduCrsId });
  }

  async removeLesson(actor: ConsoleActor, eduCrsId: number, eduLsnId: number, updtDt: string) {
    const sent = await this.onCopy(actor, eduCrsId, updtDt, 'REMOVE_LESSON', async (repo, trx) => {
      const lesson = await repo.lesson(eduCrsId, eduLsnId);
      if (!lesson) throw AppError.notFound(EDU_DESK_MESSAGES.lessonNotFound);
      await repo.deleteLesson(eduLsnId);
      const rest = (await repo.lessons(eduCrsId)).map((l) => l.eduLsnId);
      await repo.renumber(eduCrsId, rest);
      const finished = rest.length ? await repo.finishedButNotCompleted(eduCrsId) : [];
      const ids = await this.education.completeFinished(trx, eduCrsId, finished);
      return {
        after: { removed: { eduLsnId, lsnNm: lesson.lsnNm, lsnKind: lesson.lsnKind }, completed: finished.length },
        result: ids,
      };
    });
    await this.education.deliver(sent);
    return ok(EDU_DESK_MESSAGES.lessonRemoved, { eduCrsId });
  }

  async reorder(actor: ConsoleActor, eduCrsId: number, body: LessonOrder) {
    await this.onCopy(actor, eduCrsId, body.updtDt, 'REORDER_LESSONS', async (repo) => {
      const current = (await repo.lessons(eduCrsId)).map((l) => l.eduLsnId);
      const given = body.eduLsnIds;
      if (
        given.length !== current.length ||
        new Set(given).size !== given.length ||
        !given.every((id) => current.includes(id))
      )
        throw AppError.badRequest(EDU_DESK_MESSAGES.orderInvalid, [
          { field: 'eduLsnIds', message: EDU_DESK_MESSAGES.orderInvalid },
        ]);
      await repo.renumber(eduCrsId, given);
      return { after: { before: current, after: given }, result: null };
    });
    return ok(EDU_DESK_MESSAGES.reordered, { eduCrsId });
  }

  async vods(q: string | undefined): Promise<VodChoice[]> {
    const rows = await this.repo.vods(q, 50);
    return rows.map((r) => ({
      brcInfoNo: r.brcInfoNo,
      brcTit: r.brcTit,
      brcYmd: toSeoulIso(new Date(r.brcBgngDt)).slice(0, 10).replace(/-/g, ''),
    }));
  }

  /** Stores study materials for a lesson being written (private: members read them through the lesson's call). */
  async uploadFiles(actor: ConsoleActor, files: FileSource) {
    const received = await files(UPLOAD_FIELD.multiple, 5);
    const checked = await this.uploads.checkFiles(received, ATTACHMENT_TYPES, EDU_DESK_MESSAGES.fileInvalid);
    const saved = await this.uploads.store(checked, { ...EDU_MATERIAL_UPLOAD, userId: actor.user.userId });
    return ok(EDU_DESK_MESSAGES.filesUploaded, {
      files: saved.map((f, i) => ({
        fileId: f.fileId,
        fileNm: checked[i]!.originalName,
        fileSize: checked[i]!.buffer.length,
      })),
    });
  }

  /** Stores a course's picture (public: the catalogue shows it), fitted to the size the pages show it at. */
  async uploadPicture(actor: ConsoleActor, files: FileSource) {
    const checked = await this.uploads.checkImages(await files(UPLOAD_FIELD.single, 1));
    const [saved] = await this.uploads.store(await fitImages(checked, PICTURE_BOX), {
      ...EDU_PICTURE_UPLOAD,
      userId: actor.user.userId,
      public: true,
    });
    return ok(EDU_DESK_MESSAGES.pictureUploaded, { url: saved!.url });
  }

  async enrolments(eduCrsId: number, q: EnrolmentDeskQuery): Promise<Page<EnrolmentDeskRow>> {
    const c = await this.found(this.repo, eduCrsId);
    const lsnCnt = Number(c.lsnCnt ?? 0);
    const { items, total } = await this.repo.enrolments(eduCrsId, q.state, q.pageSize, pageOffset(q));
    return toPage(
      items.map((r) => {
        const doneLsnCnt = Number(r.doneLsnCnt ?? 0);
        return {
          eduEnrolId: r.eduEnrolId,
          lgnId: maskLoginId(r.lgnId),
          userNm: maskName(r.userNm),
          enrolYmd: r.enrolYmd,
          doneLsnCnt,
          lsnCnt,
          progressPct: pct(doneLsnCnt, lsnCnt),
          state: stateOf(r),
          cmplYmd: r.cmplYmd,
          certNo: r.certNo,
          certRvkYmd: r.certRvkYmd,
          updtDt: r.updtDt,
        };
      }),
      total,
      q,
    );
  }

  async progress(eduCrsId: number): Promise<CourseProgress> {
    const c = await this.found(this.repo, eduCrsId);
    const lsnCnt = Number(c.lsnCnt ?? 0);
    const rows = await this.repo.allEnrolments(eduCrsId);
    const today = todaySeoulYmd(this.clock);
    const days = Array.from({ length: CHART_DAYS }, (_, i) => addDays(today, i - CHART_DAYS + 1));
    const counts = EDU_PROGRESS_BANDS.map(() => 0);
    const perDay = EDU_PROGRESS_BANDS.map(() => days.map(() => 0));
    for (const r of rows) {
      const band = bandOf(pct(Number(r.doneLsnCnt ?? 0), lsnCnt), r.certNo !== null);
      counts[band]! += 1;
      const d = days.indexOf(r.enrolYmd);
      if (d >= 0) perDay[band]![d]! += 1;
    }
    return {
      crsNm: c.crsNm,
      enrolCnt: rows.length,
      bands: EDU_PROGRESS_BANDS.map((name, i) => ({ name, cnt: counts[i]! })),
      chart: {
        kind: 'eduProgress',
        title: EDU_PROGRESS_CHART_TITLE,
        days,
        series: EDU_PROGRESS_BANDS.map((name, i) => ({
          name,
          values: perDay[i]!,
          total: perDay[i]!.reduce((a, b) => a + b, 0),
        })),
      },
    };
  }

  /** The completion report as CSV; the access log's 다운로드 row (reason, count) is written before the file is made. */
  async export(actor: ConsoleActor, eduCrsId: number, q: EnrolmentExportQuery) {
    const c = await this.found(this.repo, eduCrsId);
    const lsnCnt = Number(c.lsnCnt ?? 0);
    const rows = await this.repo.allEnrolments(eduCrsId);
    await this.records.access(actor, {
      subjectUserId: null,
      kind: 'DOWNLOAD',
      screen: SCREEN,
      detail: `이러닝 수료 현황 CSV ${rows.length}건: ${c.crsNm}`,
      reason: q.reason,
    });
    const content = toCsv({
      name: '수료 현황',
      headers: [
        '아이디',
        '이름',
        '수강 신청일',
        '완료 차시',
        '전체 차시',
        '진도율(%)',
        '상태',
        '수료일',
        '수료증 번호',
        '수료증 취소일',
      ],
      rows: rows.map((r) => {
        const done = Number(r.doneLsnCnt ?? 0);
        return [
          r.lgnId,
          r.userNm,
          ymdDots(r.enrolYmd),
          String(done),
          String(lsnCnt),
          String(pct(done, lsnCnt)),
          { LEARNING: '수강 중', COMPLETED: '수료', REVOKED: '수료증 취소' }[stateOf(r)],
          r.cmplYmd ? ymdDots(r.cmplYmd) : '',
          r.certNo ?? '',
          r.certRvkYmd ? ymdDots(r.certRvkYmd) : '',
        ];
      }),
    });
    return {
      content,
      mimeType: 'text/csv; charset=utf-8',
      fileNm: `이러닝 수료 현황_${c.crsNm}_${todaySeoulYmd(this.clock)}.csv`,
    };
  }

  private async certificate(certNo: string) {
    const e = await this.repo.byCertificate(certNo);
    if (!e || !e.cmplYmd) throw AppError.notFound(EDU_DESK_MESSAGES.certNotFound);
    return e;
  }

  /** Revokes a certificate (reason kept; the verification page then says it is revoked, with the day); the member is told. */
  async revoke(actor: ConsoleActor, certNo: string, body: CertificateChange) {
    const e = await this.certificate(certNo);
    if (e.certRvkYmd) throw AppError.conflict(EDU_DESK_MESSAGES.certAlreadyRevoked);
    const now = this.now();
    const today = todaySeoulYmd(this.clock);
    const sent = await this.transaction(async (trx) => {
      const repo = new EducationDeskRepository(trx);
      if (!(await repo.revoke(e.eduEnrolId, certNo, body.updtDt, today, body.reason, nextCopy(e.updtDt, now))))
        throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'eduCertificate',
          targetId: certNo,
          action: 'REVOKE',
          before: { certNo, certRvkYmd: null },
          after: { certNo, certRvkYmd: today, reason: body.reason },
        },
        trx,
      );
      return this.education.tellCertificate(
        trx,
        e.userId,
        'COURSE_CERTIFICATE_REVOKED',
        `[온판] '${e.crsNm}' 과정의 수료증(${certNo})이 ${ymdDots(today)}에 취소되었습니다. 사유: ${body.reason}`,
      );
    });
    await this.education.deliver(sent ? [sent] : []);
    return ok(EDU_DESK_MESSAGES.certRevoked);
  }

  /** Gives a certificate a new number (the old one says it was replaced); the member is told the new number. */
  async reissue(actor: ConsoleActor, certNo: string, body: CertificateChange) {
    const e = await this.certificate(certNo);
    const now = this.now();
    const today = todaySeoulYmd(this.clock);
    const fresh = newCertNo();
    const sent = await this.transaction(async (trx) => {
      const repo = new EducationDeskRepository(trx);
      if (!(await repo.reissue(e.eduEnrolId, certNo, fresh, body.updtDt, today, body.reason, nextCopy(e.updtDt, now))))
        throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'eduCertificate',
          targetId: certNo,
          action: 'REISSUE',
          before: { certNo, certRvkYmd: e.certRvkYmd },
          after: { certNo: fresh, certRvkYmd: null, reason: body.reason },
        },
        trx,
      );
      return this.education.tellCertificate(
        trx,
        e.userId,
        'COURSE_CERTIFICATE_REISSUED',
        `[온판] '${e.crsNm}' 과정의 수료증이 새 번호 ${fresh}(으)로 재발급되었습니다. 이전 번호 ${certNo}는 더 이상 쓰이지 않습니다. 사유: ${body.reason}`,
      );
    });
    await this.education.deliver(sent ? [sent] : []);
    return ok(EDU_DESK_MESSAGES.certReissued(fresh), { certNo: fresh });
  }
}
