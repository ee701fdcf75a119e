import { cleanFileName } from '@onfan/contracts/file-name';
import { randomInt, randomUUID } from 'node:crypto';
import type {
  CertVerification,
  ConsentState,
  CourseDetail,
  CourseQuery,
  CourseSummary,
  EduAccess,
  Enrolment,
  Lesson,
  MyCourse,
} from '@onfan/contracts/education';
import {
  EDU_CATEGORIES,
  EDU_LEVELS,
  EDU_MESSAGES,
  EDU_OPEN_AFTER_DAYS,
  type EduCategory,
} from '@onfan/contracts/education';
import type { Page } from '@onfan/contracts/envelope';
import { EDU_QUIZ_MESSAGES } from '@onfan/contracts/education.admin';
import { maskName } from '@onfan/contracts/mask';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { AttachmentFile } from '../content/content.service.js';
import type { FileStorage } from '../upload/storage.js';
import { renderCertificate } from './certificate-pdf.js';
import { can } from './education.policy.js';
import type { CourseRow, EnrolRow, LessonRow } from './education.repository.js';
import { EducationRepository } from './education.repository.js';

/** 마이페이지 → 나의 이러닝, where the member downloads a completed course's certificate. */
export const MY_EDUCATION_LINK = '/mypage/education';

/** A quiz graded from the stored answers: right answers, the score in whole percent and the pass. */
export function gradeQuiz(
  questions: readonly { answerNo: number }[],
  answers: readonly number[],
  passPct: number,
): { crctCnt: number; scorePct: number; passYn: 'Y' | 'N' } {
  const crctCnt = questions.filter((q, i) => answers[i] === q.answerNo).length;
  const scorePct = questions.length ? Math.floor((crctCnt * 100) / questions.length) : 0;
  return { crctCnt, scorePct, passYn: scorePct >= passPct ? 'Y' : 'N' };
}

/** Letters of a certificate number: no 0/O and 1/I/L, so it can be read aloud and typed back. */
const CERT_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newCertNo(): string {
  let s = 'EDU-';
  for (let i = 0; i < 8; i++) s += CERT_ALPHABET[randomInt(CERT_ALPHABET.length)];
  return s;
}

/** The free-course access a caller has, in the order the course page explains it. */
export function accessOf(
  course: { freeYn: 'Y' | 'N' },
  user: SessionUser | null,
  consent: ConsentState | null,
  enrolled: boolean,
  today: string,
): EduAccess {
  if (enrolled) return 'enrolled';
  if (course.freeYn !== 'Y') return 'paid';
  if (!user) return 'login';
  if (!consent || consent.felrgEduTknlcrsAplyYn !== 'Y') return 'consent';
  if (consent.openYmd && today < consent.openYmd) return 'waiting';
  return 'enrol';
}

/** A video lesson's recording as the broadcast domain serves it (null when there is no such broadcast). */
export type LessonVideo = NonNullable<Lesson['video']>;
export interface LessonRecordings {
  recording(brcInfoNo: number): Promise<LessonVideo | null>;
}

/** What the lessons need beyond the database: the stored study materials and the recordings of video lessons. */
export interface LessonMedia {
  storage?: FileStorage;
  recordings?: LessonRecordings;
}

/** A study material for the seed and the tests: its Korean name, extension, type and bytes. */
export interface NewLessonMaterial {
  fileNm: string;
  ext: string;
  mimeType: string;
  data: Buffer;
}

/** A member's place in a course from the lessons (in order) and the ones finished. */
export function enrolmentOf(row: EnrolRow, lessons: readonly { eduLsnId: number }[], done: Set<number>): Enrolment {
  const doneLsnCnt = lessons.filter((l) => done.has(l.eduLsnId)).length;
  const resume = lessons.find((l) => !done.has(l.eduLsnId)) ?? lessons[lessons.length - 1];
  return {
    enrolYmd: row.enrolYmd,
    doneLsnCnt,
    progressPct: lessons.length ? Math.floor((doneLsnCnt * 100) / lessons.length) : 0,
    resumeLsnId: resume?.eduLsnId ?? null,
    cmplYn: row.certNo ? 'Y' : 'N',
    cmplYmd: row.cmplYmd,
    certNo: row.certNo,
    certRvkYmd: row.certRvkYmd,
  };
}

function summary(r: CourseRow, progressPct: number | null): CourseSummary {
  return {
    eduCrsId: r.eduCrsId,
    crsNm: r.crsNm,
    crsSmry: r.crsSmry,
    ctgrCd: r.ctgrCd as EduCategory,
    ctgrNm: EDU_CATEGORIES[r.ctgrCd as EduCategory] ?? '',
    lvlCd: r.lvlCd,
    lvlNm: EDU_LEVELS[r.lvlCd],
    lrnMin: r.lrnMin,
    lsnCnt: r.lsnCnt,
    instrNm: r.instrNm,
    freeYn: r.freeYn,
    price: r.price,
    thmbUrl: r.thmbUrl,
    progressPct,
  };
}

/**
 * E-learning rules: the catalogue; consent to e-learning information, after which free courses open in 5 days
 * (Seoul days); enrolment once per course (a unique constraint); lessons for enrolled members; finishing lessons
 * (idempotent), completion at 100 % with a certificate number given once; the certificate PDF for its holder and its
 * verification by number for anyone.
 */
export class EducationService {
  constructor(
    private readonly repo: EducationRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly media: LessonMedia = {},
    /** Tells a member their course is completed, with the certificate (the accounts domain's outbox). */
    private readonly outbox?: Pick<NotificationOutbox, 'enqueue' | 'deliver'>,
  ) {}

  private today(): string {
    return todaySeoulYmd(this.clock);
  }

  async courses(q: CourseQuery, user: SessionUser | null): Promise<Page<CourseSummary>> {
    const { rows, total } = await this.repo.page(q, pageOffset(q), q.pageSize);
    const progress = user ? await this.progressByCourse(user.userId) : new Map<number, number>();
    return toPage(
      rows.map((r) => summary(r, progress.get(r.eduCrsId) ?? null)),
      total,
      q,
    );
  }

  /** Courses of one category in catalogue order (the self-diagnosis recommends them for weak areas). */
  async coursesIn(ctgrCd: EduCategory, limit: number): Promise<CourseSummary[]> {
    const { rows } = await this.repo.page({ pageNo: 1, pageSize: limit, ctgrCd }, 0, limit);
    return rows.map((r) => summary(r, null));
  }

  /** The courses the main page features. */
  async featured(limit: number): Promise<CourseSummary[]> {
    return (await this.repo.featured(limit)).map((r) => summary(r, null));
  }

  private async progressByCourse(userId: number): Promise<Map<number, number>> {
    const enrolments = await this.repo.enrolments(userId);
    const out = new Map<number, number>();
    if (enrolments.length === 0) return out;
    const done = await this.repo.doneLessonIds(enrolments.map((e) => e.eduEnrolId));
    for (const e of enrolments) {
      const lessons = await this.repo.lessons(e.eduCrsId);
      out.set(e.eduCrsId, enrolmentOf(e, lessons, done.get(e.eduEnrolId) ?? new Set()).progressPct);
    }
    return out;
  }

  private async found(eduCrsId: number) {
    const c = await this.repo.course(eduCrsId);
    if (!c) throw AppError.notFound(EDU_MESSAGES.courseNotFound);
    return c;
  }

  async course(eduCrsId: number, user: SessionUser | null): Promise<CourseDetail> {
    const c = await this.found(eduCrsId);
    const lessons = await this.repo.lessons(eduCrsId);
    const row = user ? await this.repo.enrolment(eduCrsId, user.userId) : undefined;
    const done = row ? ((await this.repo.doneLessonIds([row.eduEnrolId])).get(row.eduEnrolId) ?? new Set()) : new Set();
    const enrolment = row ? enrolmentOf(row, lessons, done as Set<number>) : null;
    const consent = user ? await this.consentState(user) : null;
    return {
      ...summary(c, enrolment?.progressPct ?? null),
      crsDesc: c.crsDesc,
      goals: c.goals.split('\n').filter(Boolean),
      extUrl: c.extUrl,
      lessons: lessons.map((l) => ({
        eduLsnId: l.eduLsnId,
        lsnNo: l.lsnNo,
        lsnNm: l.lsnNm,
        lrnMin: l.lrnMin,
        doneYn: done.has(l.eduLsnId) ? 'Y' : 'N',
        videoYn: l.brcInfoNo !== null ? 'Y' : 'N',
        atchCnt: l.atchCnt,
      })),
      access: accessOf(c, user, consent, Boolean(row), this.today()),
      openYmd: consent?.openYmd ?? null,
      enrolment,
    };
  }

  /**
   * The member's consent: the flag of the profile, the day it was given on the e-learning page and the day free
   * courses open (5 days later). A consent given in the profile before the e-learning page existed has no day: its
   * courses are open.
   */
  async consentState(user: SessionUser): Promise<ConsentState> {
    const [flag, row] = await Promise.all([this.repo.consentFlag(user.userId), this.repo.consent(user.userId)]);
    if (flag?.felrgEduTknlcrsAplyYn !== 'Y') return { felrgEduTknlcrsAplyYn: 'N', aplyYmd: null, openYmd: null };
    return {
      felrgEduTknlcrsAplyYn: 'Y',
      aplyYmd: row?.aplyYmd ?? null,
      openYmd: row ? addDays(row.aplyYmd, EDU_OPEN_AFTER_DAYS) : null,
    };
  }

  async consent(user: SessionUser) {
    const current = await this.consentState(user);
    if (current.felrgEduTknlcrsAplyYn === 'Y') throw AppError.conflict(EDU_MESSAGES.alreadyConsented);
    const today = this.today();
    await this.transaction((trx) =>
      new EducationRepository(trx).insertConsent(user.userId, today, this.clock.now().toISOString()),
    );
    const state = await this.consentState(user);
    const openYmd = state.openYmd ?? today;
    return ok(EDU_MESSAGES.consented(openYmd), { openYmd });
  }

  async enrol(eduCrsId: number, user: SessionUser) {
    const c = await this.found(eduCrsId);
    const enrolled = Boolean(await this.repo.enrolment(eduCrsId, user.userId));
    const access = accessOf(c, user, await this.consentState(user), enrolled, this.today());
    if (access === 'enrolled') throw AppError.conflict(EDU_MESSAGES.alreadyEnrolled);
    if (access === 'paid') throw AppError.badRequest(EDU_MESSAGES.paidCourse);
    if (access === 'consent') throw AppError.forbidden(EDU_MESSAGES.consentRequired);
    if (access === 'waiting') {
      const { openYmd } = await this.consentState(user);
      throw AppError.forbidden(EDU_MESSAGES.notOpenYet(openYmd ?? this.today()));
    }
    const inserted = await this.repo.insertEnrolment(
      eduCrsId,
      user.userId,
      this.today(),
      this.clock.now().toISOString(),
    );
    if (!inserted) throw AppError.conflict(EDU_MESSAGES.alreadyEnrolled);
    return ok(EDU_MESSAGES.enrolled);
  }

  private async enrolled(eduCrsId: number, user: SessionUser): Promise<{ row: EnrolRow; lessons: LessonRow[] }> {
    await this.found(eduCrsId);
    const row = await this.repo.enrolment(eduCrsId, user.userId);
    if (!row) throw AppError.forbidden(EDU_MESSAGES.notEnrolled);
    return { row, lessons: await this.repo.lessons(eduCrsId) };
  }

  async lesson(eduCrsId: number, eduLsnId: number, user: SessionUser): Promise<Lesson> {
    const { row, lessons } = await this.enrolled(eduCrsId, user);
    const i = lessons.findIndex((l) => l.eduLsnId === eduLsnId);
    const l = lessons[i];
    if (!l) throw AppError.notFound(EDU_MESSAGES.lessonNotFound);
    const done = (await this.repo.doneLessonIds([row.eduEnrolId])).get(row.eduEnrolId) ?? new Set<number>();
    const [c, video, files, quiz] = await Promise.all([
      this.found(eduCrsId),
      l.brcInfoNo !== null && this.media.recordings ? this.media.recordings.recording(l.brcInfoNo) : null,
      this.repo.lessonFiles(l.eduLsnId),
      l.lsnKind === 'QUIZ' ? this.quizOf(l, row.eduEnrolId) : null,
    ]);
    return {
      eduCrsId,
      crsNm: c.crsNm,
      eduLsnId: l.eduLsnId,
      lsnNo: l.lsnNo,
      lsnNm: l.lsnNm,
      lrnMin: l.lrnMin,
      lsnCn: l.lsnCn,
      video,
      atchFiles: files.map((f) => ({
        fileId: f.fileId,
        fileNm: f.fileNm,
        fileSize: f.sizeBytes,
        downloadUrl: `/v1/app/edu/course/${eduCrsId}/lesson/${l.eduLsnId}/atch/${f.fileId}`,
      })),
      lsnKind: l.lsnKind,
      quiz,
      doneYn: done.has(l.eduLsnId) ? 'Y' : 'N',
      prevLsnId: lessons[i - 1]?.eduLsnId ?? null,
      nextLsnId: lessons[i + 1]?.eduLsnId ?? null,
      enrolment: enrolmentOf(row, lessons, done),
    };
  }

  /** A study material of a lesson, for members enrolled in its course only. */
  async lessonFile(eduCrsId: number, eduLsnId: number, fileId: string, user: SessionUser): Promise<AttachmentFile> {
    const { lessons } = await this.enrolled(eduCrsId, user);
    if (!lessons.some((l) => l.eduLsnId === eduLsnId)) throw AppError.notFound(EDU_MESSAGES.lessonNotFound);
    const row = await this.repo.lessonFile(eduLsnId, fileId);
    const stored = row && this.media.storage ? await this.media.storage.get(row.storageKey) : null;
    if (!row || !stored) throw AppError.notFound(EDU_MESSAGES.fileNotFound);
    return { fileNm: row.fileNm, mimeType: row.mimeType, size: stored.size, stream: stored.stream };
  }

  /** Stores a study material and attaches it to a lesson (the seed; operator screens come later). */
  async attachLessonFile(eduLsnId: number, file: NewLessonMaterial, sortSeq = 0): Promise<string> {
    if (!this.media.storage) throw new Error('EducationService.attachLessonFile needs a storage');
    const storageKey = await this.media.storage.put(file.data, file.ext);
    const fileId = randomUUID().replace(/-/g, '');
    await this.transaction((trx) =>
      new EducationRepository(trx).insertLessonFile(eduLsnId, {
        fileId,
        storageKey,
        originalName: cleanFileName(file.fileNm),
        mimeType: file.mimeType,
        sizeBytes: file.data.length,
        regDt: this.clock.now().toISOString(),
        sortSeq,
      }),
    );
    return fileId;
  }

  /** A quiz lesson for the member: its questions without their answers, the member's attempts and whether one passed. */
  private async quizOf(l: LessonRow, eduEnrolId: number): Promise<NonNullable<Lesson['quiz']>> {
    const [questions, attempts] = await Promise.all([
      this.repo.quizQuestions(l.eduLsnId),
      this.repo.attempts(eduEnrolId, l.eduLsnId),
    ]);
    return {
      passPct: l.passPct ?? 100,
      questions: questions.map((q) => ({ qstnNo: q.qstnNo, qstnCn: q.qstnCn, choices: q.choices })),
      attempts: attempts.map((a) => ({ ...a, regDt: toSeoulIso(new Date(a.regDt)) })),
      passedYn: attempts.some((a) => a.passYn === 'Y') ? 'Y' : 'N',
    };
  }

  /**
   * Finishes a lesson (again is harmless); the last one completes the course and gives its certificate number, and the
   * member is told once (the call that completed it), with the certificate, by e-mail where they have an address and
   * take 신청·심사 결과 by e-mail and in the centre always, in the completion's transaction. A quiz lesson is finished
   * only by passing its quiz (`quiz`): the completion and its certificate wait for every quiz's pass.
   */
  async lessonDone(eduCrsId: number, eduLsnId: number, user: SessionUser) {
    const { row, lessons } = await this.enrolled(eduCrsId, user);
    const lesson = lessons.find((l) => l.eduLsnId === eduLsnId);
    if (!lesson) throw AppError.notFound(EDU_MESSAGES.lessonNotFound);
    if (lesson.lsnKind === 'QUIZ') throw AppError.badRequest(EDU_QUIZ_MESSAGES.passToFinish);
    const { enrolment, completed } = await this.finish(row, lessons, eduLsnId, user.userId, eduCrsId);
    return ok(completed ? EDU_MESSAGES.courseCompleted : EDU_MESSAGES.lessonDone, { enrolment });
  }

  /**
   * A member's answers to a quiz lesson, graded here from the stored answers (the browser never has them): every
   * attempt is kept; a pass finishes the lesson (and may complete the course, as `lessonDone` does).
   */
  async quiz(eduCrsId: number, eduLsnId: number, answers: readonly number[], user: SessionUser) {
    const { row, lessons } = await this.enrolled(eduCrsId, user);
    const lesson = lessons.find((l) => l.eduLsnId === eduLsnId);
    if (!lesson) throw AppError.notFound(EDU_MESSAGES.lessonNotFound);
    if (lesson.lsnKind !== 'QUIZ') throw AppError.badRequest(EDU_QUIZ_MESSAGES.notQuiz);
    const questions = await this.repo.quizQuestions(eduLsnId);
    if (questions.length === 0 || answers.length !== questions.length)
      throw AppError.badRequest(EDU_QUIZ_MESSAGES.answersRequired, [
        { field: 'answers', message: EDU_QUIZ_MESSAGES.answersRequired },
      ]);
    const wrongChoice = questions.findIndex((q, i) => (answers[i] ?? 0) > q.choices.length);
    if (wrongChoice >= 0)
      throw AppError.badRequest(EDU_QUIZ_MESSAGES.answerInvalid, [
        { field: `answers.${wrongChoice}`, message: EDU_QUIZ_MESSAGES.answerInvalid },
      ]);
    const { crctCnt, scorePct, passYn } = gradeQuiz(questions, answers, lesson.passPct ?? 100);
    const now = this.clock.now().toISOString();
    await this.repo.insertAttempt({
      eduEnrolId: row.eduEnrolId,
      eduLsnId,
      scorePct,
      crctCnt,
      qstnCnt: questions.length,
      passYn,
      answers: [...answers],
      regDt: now,
    });
    const passPct = lesson.passPct ?? 100;
    let enrolment: Enrolment;
    let completed = false;
    if (passYn === 'Y') {
      ({ enrolment, completed } = await this.finish(row, lessons, eduLsnId, user.userId, eduCrsId));
    } else {
      const done = (await this.repo.doneLessonIds([row.eduEnrolId])).get(row.eduEnrolId) ?? new Set<number>();
      enrolment = enrolmentOf(row, lessons, done);
    }
    const message =
      passYn === 'Y'
        ? `${EDU_QUIZ_MESSAGES.passed(scorePct, passPct)}${completed ? ` ${EDU_MESSAGES.courseCompleted}` : ''}`
        : EDU_QUIZ_MESSAGES.failed(scorePct, passPct);
    return ok(message, { passYn, scorePct, crctCnt, qstnCnt: questions.length, passPct, enrolment });
  }

  /** Marks a lesson finished and completes the course when every lesson is; true when this call completed it. */
  private async finish(row: EnrolRow, lessons: LessonRow[], eduLsnId: number, userId: number, eduCrsId: number) {
    const now = this.clock.now().toISOString();
    const { enrolment, sent } = await this.transaction(async (trx) => {
      const repo = new EducationRepository(trx);
      await repo.insertLessonDone(row.eduEnrolId, eduLsnId, now);
      const done = (await repo.doneLessonIds([row.eduEnrolId])).get(row.eduEnrolId) ?? new Set<number>();
      const certNo = newCertNo();
      const completed =
        lessons.every((l) => done.has(l.eduLsnId)) && (await repo.complete(row.eduEnrolId, this.today(), certNo, now));
      const fresh = (await repo.enrolment(eduCrsId, userId)) ?? row;
      const sent = completed ? await this.tellCompleted(repo, trx, userId, eduCrsId, certNo) : 0;
      return { enrolment: enrolmentOf(fresh, lessons, done), sent };
    });
    if (sent) await this.outbox?.deliver([sent]);
    return { enrolment, completed: enrolment.cmplYn === 'Y' && row.certNo === null };
  }

  /**
   * Completes, in the caller's transaction, the enrolments that have finished every lesson left (a lesson was taken
   * out of the course): each gets its certificate number and is told, as a completion by the member's last lesson is.
   * The outbox ids to deliver after the commit.
   */
  async completeFinished(
    trx: Executor,
    eduCrsId: number,
    enrolments: readonly { eduEnrolId: number; userId: number }[],
  ) {
    const repo = new EducationRepository(trx);
    const now = this.clock.now().toISOString();
    const sent: number[] = [];
    for (const e of enrolments) {
      const certNo = newCertNo();
      if (!(await repo.complete(e.eduEnrolId, this.today(), certNo, now))) continue;
      const id = await this.tellCompleted(repo, trx, e.userId, eduCrsId, certNo);
      if (id) sent.push(id);
    }
    return sent;
  }

  /** Delivers outbox messages written in a committed transaction. */
  async deliver(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.outbox?.deliver([...ids]);
  }

  /** Tells a member their certificate was revoked or re-issued (e-mail where they have one, and the centre). */
  async tellCertificate(
    trx: Executor,
    userId: number,
    kind: 'COURSE_CERTIFICATE_REVOKED' | 'COURSE_CERTIFICATE_REISSUED',
    body: string,
  ): Promise<number> {
    if (!this.outbox) return 0;
    return this.outbox.enqueue(
      {
        channel: 'EMAIL',
        recipient: await new EducationRepository(trx).emailOf(userId),
        userId,
        kind,
        subject:
          kind === 'COURSE_CERTIFICATE_REVOKED' ? '[온판] 수료증이 취소되었습니다' : '[온판] 수료증이 재발급되었습니다',
        body,
        link: MY_EDUCATION_LINK,
      },
      trx,
    );
  }

  private async tellCompleted(
    repo: EducationRepository,
    trx: Executor,
    userId: number,
    eduCrsId: number,
    certNo: string,
  ): Promise<number> {
    if (!this.outbox) return 0;
    const course = (await repo.coursesByIds([eduCrsId]))[0];
    const verifyUrl = `${this.publicUrl}/education/certificate?certNo=${certNo}`;
    return this.outbox.enqueue(
      {
        channel: 'EMAIL',
        recipient: await repo.emailOf(userId),
        userId,
        kind: 'COURSE_COMPLETED',
        subject: '[온판] 이러닝 과정을 수료했습니다',
        body: `[온판] '${course?.crsNm ?? '이러닝'}' 과정을 수료했습니다. 수료증 번호 ${certNo}. 수료증은 마이페이지 나의 이러닝에서 내려받을 수 있고, 누구나 ${verifyUrl} 에서 확인할 수 있습니다.`,
        link: MY_EDUCATION_LINK,
      },
      trx,
    );
  }

  async myCourses(user: SessionUser): Promise<MyCourse[]> {
    const enrolments = await this.repo.enrolments(user.userId);
    const courses = new Map(
      (await this.repo.coursesByIds(enrolments.map((e) => e.eduCrsId))).map((c) => [c.eduCrsId, c]),
    );
    const done = await this.repo.doneLessonIds(enrolments.map((e) => e.eduEnrolId));
    const out: MyCourse[] = [];
    for (const e of enrolments) {
      const c = courses.get(e.eduCrsId);
      if (!c) continue;
      const enrolment = enrolmentOf(e, await this.repo.lessons(e.eduCrsId), done.get(e.eduEnrolId) ?? new Set());
      out.push({ ...summary(c, enrolment.progressPct), enrolment });
    }
    return out;
  }

  /**
   * The certificate as a PDF for its holder; anyone else is told it does not exist. Its verification address is on
   * `origin`, the portal's address as the holder reached it (http/public-origin.ts), the configured one by default.
   */
  async certificate(
    certNo: string,
    user: SessionUser,
    origin: string = this.publicUrl,
  ): Promise<{ fileName: string; body: Buffer }> {
    const cert = await this.repo.certificate(certNo);
    if (!cert || !cert.cmplYmd || !can(user, 'downloadCertificate', cert))
      throw AppError.notFound(EDU_MESSAGES.certNotFound);
    if (cert.certRvkYmd) throw AppError.conflict(EDU_MESSAGES.certRevokedDownload);
    const lessons = await this.repo.lessons(cert.eduCrsId);
    const body = await renderCertificate({
      certNo,
      userNm: cert.userNm,
      crsNm: cert.crsNm,
      instrNm: cert.instrNm,
      lrnMin: lessons.reduce((s, l) => s + l.lrnMin, 0),
      cmplYmd: cert.cmplYmd,
      verifyUrl: `${origin}/education/certificate?certNo=${certNo}`,
    });
    return { fileName: `수료증_${cert.crsNm}_${certNo}.pdf`, body };
  }

  /**
   * A certificate by its number, for anyone: valid; revoked by the e-learning desk (with the day); or replaced by a
   * re-issue (with the new number and the day).
   */
  async verify(certNo: string): Promise<CertVerification> {
    const cert = await this.repo.certificate(certNo);
    if (cert?.cmplYmd) {
      const revoked = cert.certRvkYmd !== null;
      return {
        certNo,
        userNm: maskName(cert.userNm),
        crsNm: cert.crsNm,
        cmplYmd: cert.cmplYmd,
        state: revoked ? 'REVOKED' : 'VALID',
        stateYmd: cert.certRvkYmd,
        newCertNo: null,
      };
    }
    const old = await this.repo.replacedCertificate(certNo);
    if (!old?.cmplYmd) throw AppError.notFound(EDU_MESSAGES.certNotFound);
    return {
      certNo,
      userNm: maskName(old.userNm),
      crsNm: old.crsNm,
      cmplYmd: old.cmplYmd,
      state: 'REPLACED',
      stateYmd: old.rplcYmd,
      newCertNo: old.newCertNo,
    };
  }
}
