import type { CourseQuery } from '@onfan/contracts/education';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { EduCourseTable, EduLessonTable } from './education.tables.js';

export type CourseRow = {
  eduCrsId: number;
  crsNm: string;
  crsSmry: string;
  ctgrCd: string;
  lvlCd: '1' | '2' | '3';
  instrNm: string;
  freeYn: 'Y' | 'N';
  price: number;
  thmbUrl: string;
  lrnMin: number;
  lsnCnt: number;
};
export type CourseFullRow = CourseRow & { crsDesc: string; goals: string; extUrl: string | null };
export type LessonRow = Pick<EduLessonTable, 'lsnNo' | 'lsnNm' | 'lrnMin' | 'lsnCn' | 'brcInfoNo' | 'passPct'> & {
  eduLsnId: number;
  eduCrsId: number;
  lsnKind: 'TEXT' | 'VIDEO' | 'FILES' | 'QUIZ';
  /** How many study materials the lesson has. */
  atchCnt: number;
};
export type NewLesson = Pick<EduLessonTable, 'lsnNo' | 'lsnNm' | 'lrnMin' | 'lsnCn'> & { brcInfoNo?: number | null };
/** A study material of a lesson: its stored file. */
export type LessonFileRow = {
  fileId: string;
  fileNm: string;
  sizeBytes: number;
  mimeType: string;
  storageKey: string;
};
/** A stored file to attach to a lesson (menu 'education', kind 'atch'). */
export type NewLessonFile = Omit<LessonFileRow, 'fileNm'> & { originalName: string; regDt: string; sortSeq: number };
export type EnrolRow = {
  eduEnrolId: number;
  eduCrsId: number;
  userId: number;
  enrolYmd: string;
  cmplYmd: string | null;
  certNo: string | null;
  certRvkYmd: string | null;
  updtDt: string;
};
const ENROL_COLUMNS = [
  'eduEnrolId',
  'eduCrsId',
  'userId',
  'enrolYmd',
  'cmplYmd',
  'certNo',
  'certRvkYmd',
  'updtDt',
] as const;
/** A quiz question as the server keeps it (the answer never leaves for a member). */
export type QuizQuestionRow = { qstnNo: number; qstnCn: string; choices: string[]; answerNo: number };
export type NewCourse = Omit<
  EduCourseTable,
  'eduCrsId' | 'regDt' | 'updtDt' | 'goals' | 'freeYn' | 'price' | 'featuredYn' | 'sortSeq' | 'useYn'
> & {
  goals: string;
  freeYn: 'Y' | 'N';
  price: number;
  featuredYn: 'Y' | 'N';
  sortSeq: number;
};

/** The only SQL of e-learning: courses, lessons, consent, enrolments and finished lessons. */
export class EducationRepository {
  constructor(private readonly db: Executor) {}

  private courses() {
    return this.db
      .selectFrom('eduCourse as c')
      .where('c.useYn', '=', 'Y')
      .select([
        'c.eduCrsId',
        'c.crsNm',
        'c.crsSmry',
        'c.ctgrCd',
        'c.lvlCd',
        'c.instrNm',
        'c.freeYn',
        'c.price',
        'c.thmbUrl',
        (eb) =>
          eb
            .selectFrom('eduLesson as l')
            .whereRef('l.eduCrsId', '=', 'c.eduCrsId')
            .select(sql<number>`coalesce(sum(l.lrn_min), 0)`.as('v'))
            .as('lrnMin'),
        (eb) =>
          eb
            .selectFrom('eduLesson as l')
            .whereRef('l.eduCrsId', '=', 'c.eduCrsId')
            .select((e) => e.fn.countAll<number>().as('v'))
            .as('lsnCnt'),
      ]);
  }

  async page(q: CourseQuery, offset: number, limit: number): Promise<{ rows: CourseRow[]; total: number }> {
    let base = this.db.selectFrom('eduCourse as c').where('c.useYn', '=', 'Y');
    let list = this.courses();
    if (q.ctgrCd) {
      base = base.where('c.ctgrCd', '=', q.ctgrCd);
      list = list.where('c.ctgrCd', '=', q.ctgrCd);
    }
    if (q.lvlCd) {
      base = base.where('c.lvlCd', '=', q.lvlCd);
      list = list.where('c.lvlCd', '=', q.lvlCd);
    }
    if (q.freeYn) {
      base = base.where('c.freeYn', '=', q.freeYn);
      list = list.where('c.freeYn', '=', q.freeYn);
    }
    if (q.searchTerm) {
      const like = `%${q.searchTerm.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
      const match = sql<boolean>`(lower(c.crs_nm) like ${like} escape '\\' or lower(c.crs_smry) like ${like} escape '\\' or lower(c.instr_nm) like ${like} escape '\\')`;
      base = base.where(match);
      list = list.where(match);
    }
    const [rows, count] = await Promise.all([
      list.orderBy('c.sortSeq').orderBy('c.eduCrsId').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toCourseRow), total: Number(count.n) };
  }

  async course(eduCrsId: number): Promise<CourseFullRow | undefined> {
    const row = await this.courses()
      .where('c.eduCrsId', '=', eduCrsId)
      .select(['c.crsDesc', 'c.goals', 'c.extUrl'])
      .executeTakeFirst();
    return row ? { ...toCourseRow(row), crsDesc: row.crsDesc, goals: row.goals, extUrl: row.extUrl } : undefined;
  }

  /** Courses by id (a member's courses), in the catalogue's order. */
  async coursesByIds(ids: readonly number[]): Promise<CourseRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.courses().where('c.eduCrsId', 'in', ids).orderBy('c.sortSeq').execute();
    return rows.map(toCourseRow);
  }

  /** The courses the main page features (its course cards), in order. */
  async featured(limit: number): Promise<CourseRow[]> {
    const rows = await this.courses().where('c.featuredYn', '=', 'Y').orderBy('c.sortSeq').limit(limit).execute();
    return rows.map(toCourseRow);
  }

  async lessons(eduCrsId: number): Promise<LessonRow[]> {
    const rows = await this.db
      .selectFrom('eduLesson as l')
      .select([
        'l.eduLsnId',
        'l.eduCrsId',
        'l.lsnNo',
        'l.lsnNm',
        'l.lrnMin',
        'l.lsnCn',
        'l.brcInfoNo',
        'l.lsnKind',
        'l.passPct',
        (eb) =>
          eb
            .selectFrom('eduLessonAtch as a')
            .whereRef('a.eduLsnId', '=', 'l.eduLsnId')
            .select((e) => e.fn.countAll<number>().as('v'))
            .as('atchCnt'),
      ])
      .where('l.eduCrsId', '=', eduCrsId)
      .orderBy('l.lsnNo')
      .execute();
    return rows.map((r) => ({ ...r, atchCnt: Number(r.atchCnt ?? 0) }));
  }

  /** A lesson's study materials, in order. */
  lessonFiles(eduLsnId: number): Promise<LessonFileRow[]> {
    return this.files().where('a.eduLsnId', '=', eduLsnId).orderBy('a.sortSeq').orderBy('a.fileId').execute();
  }

  /** One study material of a lesson (undefined when the file is not that lesson's). */
  lessonFile(eduLsnId: number, fileId: string): Promise<LessonFileRow | undefined> {
    return this.files().where('a.eduLsnId', '=', eduLsnId).where('a.fileId', '=', fileId).executeTakeFirst();
  }

  private files() {
    return this.db
      .selectFrom('eduLessonAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .select(['a.fileId', 'f.originalName as fileNm', 'f.sizeBytes', 'f.mimeType', 'f.storageKey']);
  }

  /** Registers a stored file (menu 'education', kind 'atch') and attaches it to the lesson. */
  async insertLessonFile(eduLsnId: number, row: NewLessonFile): Promise<void> {
    await this.db
      .insertInto('uploadedFile')
      .values({
        fileId: row.fileId,
        storageKey: row.storageKey,
        originalName: row.originalName,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        menuType: 'education',
        contentsType: 'atch',
        userId: null,
        regDt: row.regDt,
      })
      .execute();
    await this.db.insertInto('eduLessonAtch').values({ eduLsnId, fileId: row.fileId, sortSeq: row.sortSeq }).execute();
  }

  consent(userId: number): Promise<{ aplyYmd: string } | undefined> {
    return this.db.selectFrom('eduConsent').select('aplyYmd').where('userId', '=', userId).executeTakeFirst();
  }

  /** Records the consent once (a second one keeps the first day) and sets the member's flag. */
  async insertConsent(userId: number, aplyYmd: string, now: string): Promise<void> {
    await this.db
      .insertInto('eduConsent')
      .values({ userId, aplyYmd, regDt: now })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
    await this.db.updateTable('appUser').set({ felrgEduTknlcrsAplyYn: 'Y' }).where('userId', '=', userId).execute();
  }

  consentFlag(userId: number): Promise<{ felrgEduTknlcrsAplyYn: 'Y' | 'N' } | undefined> {
    return this.db
      .selectFrom('appUser')
      .select('felrgEduTknlcrsAplyYn')
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  enrolment(eduCrsId: number, userId: number): Promise<EnrolRow | undefined> {
    return this.db
      .selectFrom('eduEnrol')
      .select(ENROL_COLUMNS)
      .where('eduCrsId', '=', eduCrsId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  enrolments(userId: number): Promise<EnrolRow[]> {
    return this.db
      .selectFrom('eduEnrol')
      .select(ENROL_COLUMNS)
      .where('userId', '=', userId)
      .orderBy('eduEnrolId', 'desc')
      .execute();
  }

  /** Enrols once: answers false when the member was already enrolled (edu_enrol_uq decides). */
  async insertEnrolment(eduCrsId: number, userId: number, enrolYmd: string, now: string): Promise<boolean> {
    const res = await this.db
      .insertInto('eduEnrol')
      .values({ eduCrsId, userId, enrolYmd, regDt: now })
      .onConflict((oc) => oc.columns(['eduCrsId', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async doneLessonIds(eduEnrolIds: readonly number[]): Promise<Map<number, Set<number>>> {
    const out = new Map<number, Set<number>>();
    if (eduEnrolIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('eduLessonDone')
      .select(['eduEnrolId', 'eduLsnId'])
      .where('eduEnrolId', 'in', eduEnrolIds)
      .execute();
    for (const r of rows) {
      const set = out.get(r.eduEnrolId) ?? new Set<number>();
      set.add(r.eduLsnId);
      out.set(r.eduEnrolId, set);
    }
    return out;
  }

  /** Marks a lesson finished (again is a no-op: the primary key decides). */
  async insertLessonDone(eduEnrolId: number, eduLsnId: number, now: string): Promise<void> {
    await this.db
      .insertInto('eduLessonDone')
      .values({ eduEnrolId, eduLsnId, doneDt: now })
      .onConflict((oc) => oc.columns(['eduEnrolId', 'eduLsnId']).doNothing())
      .execute();
  }

  /**
   * Completes an enrolment once, with its certificate number; a completed one keeps its first number. True only for
   * the call that gave the number (the one that tells the member).
   */
  async complete(eduEnrolId: number, cmplYmd: string, certNo: string, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('eduEnrol')
      .set({ cmplYmd, certNo, updtDt: now })
      .where('eduEnrolId', '=', eduEnrolId)
      .where('certNo', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** The member's e-mail address, if they have one (a completed course is told there). */
  async emailOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('userEmail').where('userId', '=', userId).executeTakeFirst();
    return row?.userEmail ?? null;
  }

  certificate(certNo: string) {
    return this.db
      .selectFrom('eduEnrol as e')
      .innerJoin('eduCourse as c', 'c.eduCrsId', 'e.eduCrsId')
      .innerJoin('appUser as u', 'u.userId', 'e.userId')
      .select(['e.certNo', 'e.cmplYmd', 'e.userId', 'e.eduCrsId', 'e.certRvkYmd', 'c.crsNm', 'u.userNm', 'c.instrNm'])
      .where('e.certNo', '=', certNo)
      .executeTakeFirst();
  }

  /** A number a re-issue replaced: the enrolment's certificate as it stands now and the day it was replaced. */
  async replacedCertificate(certNo: string) {
    const old = await this.db
      .selectFrom('eduCertOld')
      .select(['eduEnrolId', 'newCertNo', 'rplcYmd'])
      .where('certNo', '=', certNo)
      .executeTakeFirst();
    if (!old) return undefined;
    const now = await this.db
      .selectFrom('eduEnrol as e')
      .innerJoin('eduCourse as c', 'c.eduCrsId', 'e.eduCrsId')
      .innerJoin('appUser as u', 'u.userId', 'e.userId')
      .select(['e.certNo', 'e.cmplYmd', 'c.crsNm', 'u.userNm'])
      .where('e.eduEnrolId', '=', old.eduEnrolId)
      .executeTakeFirst();
    return now ? { ...old, ...now } : undefined;
  }

  /** A quiz lesson's questions, in order. */
  async quizQuestions(eduLsnId: number): Promise<QuizQuestionRow[]> {
    const rows = await this.db
      .selectFrom('eduQuizQstn')
      .select(['qstnNo', 'qstnCn', 'choices', 'answerNo'])
      .where('eduLsnId', '=', eduLsnId)
      .orderBy('qstnNo')
      .execute();
    return rows.map((r) => ({ ...r, choices: JSON.parse(r.choices) as string[] }));
  }

  /** A member's attempts at a quiz, newest first. */
  attempts(eduEnrolId: number, eduLsnId: number) {
    return this.db
      .selectFrom('eduQuizAtmpt')
      .select(['scorePct', 'crctCnt', 'qstnCnt', 'passYn', 'regDt'])
      .where('eduEnrolId', '=', eduEnrolId)
      .where('eduLsnId', '=', eduLsnId)
      .orderBy('eduAtmptId', 'desc')
      .limit(20)
      .execute();
  }

  async insertAttempt(row: {
    eduEnrolId: number;
    eduLsnId: number;
    scorePct: number;
    crctCnt: number;
    qstnCnt: number;
    passYn: 'Y' | 'N';
    answers: number[];
    regDt: string;
  }): Promise<void> {
    await this.db
      .insertInto('eduQuizAtmpt')
      .values({ ...row, answers: JSON.stringify(row.answers) })
      .execute();
  }

  async countCourses(): Promise<number> {
    const r = await this.db
      .selectFrom('eduCourse')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertCourse(course: NewCourse, lessons: readonly NewLesson[], now: string) {
    const { eduCrsId } = await this.db
      .insertInto('eduCourse')
      .values({ ...course, regDt: now, updtDt: now })
      .returning('eduCrsId')
      .executeTakeFirstOrThrow();
    if (lessons.length)
      await this.db
        .insertInto('eduLesson')
        .values(lessons.map((l) => ({ ...l, eduCrsId })))
        .execute();
    return eduCrsId;
  }
}

function toCourseRow(
  r: Omit<CourseRow, 'lrnMin' | 'lsnCnt'> & { lrnMin: number | string | null; lsnCnt: number | string | null },
): CourseRow {
  return {
    eduCrsId: r.eduCrsId,
    crsNm: r.crsNm,
    crsSmry: r.crsSmry,
    ctgrCd: r.ctgrCd,
    lvlCd: r.lvlCd,
    instrNm: r.instrNm,
    freeYn: r.freeYn,
    price: Number(r.price),
    thmbUrl: r.thmbUrl,
    lrnMin: Number(r.lrnMin ?? 0),
    lsnCnt: Number(r.lsnCnt ?? 0),
  };
}
