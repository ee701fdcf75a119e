import type { CourseDeskQuery, EduEnrolState, QuizQuestion } from '@onfan/contracts/education.admin';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import type { EduCourseTable } from './education.tables.js';

/** Uploads of the e-learning desk: study materials (private, read through the lesson's checked call) and pictures. */
export const EDU_MATERIAL_UPLOAD = { menuType: 'education', contentsType: 'atch' } as const;
export const EDU_PICTURE_UPLOAD = { menuType: 'education', contentsType: 'thmb' } as const;

const COURSE_SORT = { crsNm: 'c.crsNm', regDt: 'c.regDt', enrolCnt: 'enrolCnt' } as const;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type CourseWrite = Pick<
  EduCourseTable,
  'crsNm' | 'crsSmry' | 'crsDesc' | 'ctgrCd' | 'lvlCd' | 'instrNm' | 'extUrl' | 'thmbUrl'
> & { goals: string; freeYn: 'Y' | 'N'; price: number };

export interface LessonWriteRow {
  lsnNm: string;
  lrnMin: number;
  lsnKind: 'TEXT' | 'VIDEO' | 'FILES' | 'QUIZ';
  lsnCn: string;
  brcInfoNo: number | null;
  passPct: number | null;
}

/** The e-learning desk's SQL: courses with their counts, lessons and their parts, enrolments and certificates. */
export class EducationDeskRepository {
  constructor(private readonly db: Executor) {}

  private courseRows() {
    return this.db
      .selectFrom('eduCourse as c')
      .selectAll('c')
      .select((eb) => [
        eb
          .selectFrom('eduLesson as l')
          .whereRef('l.eduCrsId', '=', 'c.eduCrsId')
          .select((e) => e.fn.countAll<number>().as('v'))
          .as('lsnCnt'),
        eb
          .selectFrom('eduLesson as l')
          .whereRef('l.eduCrsId', '=', 'c.eduCrsId')
          .where('l.lsnKind', '=', 'QUIZ')
          .select((e) => e.fn.countAll<number>().as('v'))
          .as('quizCnt'),
        eb
          .selectFrom('eduEnrol as e')
          .whereRef('e.eduCrsId', '=', 'c.eduCrsId')
          .select((e) => e.fn.countAll<number>().as('v'))
          .as('enrolCnt'),
        eb
          .selectFrom('eduEnrol as e')
          .whereRef('e.eduCrsId', '=', 'c.eduCrsId')
          .where('e.certNo', 'is not', null)
          .select((e) => e.fn.countAll<number>().as('v'))
          .as('cmplCnt'),
      ]);
  }

  async list(q: CourseDeskQuery) {
    let base = this.db.selectFrom('eduCourse as c');
    let rows = this.courseRows();
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where(sql<boolean>`lower(c.crs_nm) like ${p} escape '\\'`);
      rows = rows.where(sql<boolean>`lower(c.crs_nm) like ${p} escape '\\'`);
    }
    if (q.ctgrCd) {
      base = base.where('c.ctgrCd', '=', q.ctgrCd);
      rows = rows.where('c.ctgrCd', '=', q.ctgrCd);
    }
    if (q.useYn) {
      base = base.where('c.useYn', '=', q.useYn);
      rows = rows.where('c.useYn', '=', q.useYn);
    }
    const { column, direction } = consoleOrder(q, COURSE_SORT, { sort: 'regDt', order: 'desc' });
    const [items, count] = await Promise.all([
      rows
        .orderBy(sql.ref(column), direction)
        .orderBy('c.eduCrsId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  course(eduCrsId: number) {
    return this.courseRows().where('c.eduCrsId', '=', eduCrsId).executeTakeFirst();
  }

  /** A course's lessons in order, with the recording's title and how many members finished each. */
  lessons(eduCrsId: number) {
    return this.db
      .selectFrom('eduLesson as l')
      .leftJoin('brcInfo as b', 'b.brcInfoNo', 'l.brcInfoNo')
      .select([
        'l.eduLsnId',
        'l.lsnNo',
        'l.lsnNm',
        'l.lrnMin',
        'l.lsnKind',
        'l.lsnCn',
        'l.brcInfoNo',
        'l.passPct',
        'b.brcTit',
        (eb) =>
          eb
            .selectFrom('eduLessonDone as d')
            .whereRef('d.eduLsnId', '=', 'l.eduLsnId')
            .select((e) => e.fn.countAll<number>().as('v'))
            .as('doneCnt'),
      ])
      .where('l.eduCrsId', '=', eduCrsId)
      .orderBy('l.lsnNo')
      .execute();
  }

  lesson(eduCrsId: number, eduLsnId: number) {
    return this.db
      .selectFrom('eduLesson')
      .selectAll()
      .where('eduCrsId', '=', eduCrsId)
      .where('eduLsnId', '=', eduLsnId)
      .executeTakeFirst();
  }

  async questions(eduLsnIds: readonly number[]): Promise<Map<number, QuizQuestion[]>> {
    const out = new Map<number, QuizQuestion[]>();
    if (eduLsnIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('eduQuizQstn')
      .selectAll()
      .where('eduLsnId', 'in', [...eduLsnIds])
      .orderBy('eduLsnId')
      .orderBy('qstnNo')
      .execute();
    for (const r of rows) {
      const list = out.get(r.eduLsnId) ?? [];
      list.push({ qstnCn: r.qstnCn, choices: JSON.parse(r.choices) as string[], answerNo: r.answerNo });
      out.set(r.eduLsnId, list);
    }
    return out;
  }

  async files(eduLsnIds: readonly number[]) {
    if (eduLsnIds.length === 0) return [];
    return this.db
      .selectFrom('eduLessonAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .select(['a.eduLsnId', 'a.fileId', 'f.originalName as fileNm', 'f.sizeBytes as fileSize'])
      .where('a.eduLsnId', 'in', [...eduLsnIds])
      .orderBy('a.sortSeq')
      .execute();
  }

  /** A recorded broadcast (VOD) by its number, when it is one. */
  vod(brcInfoNo: number) {
    return this.db
      .selectFrom('brcInfo')
      .select(['brcInfoNo', 'brcTit'])
      .where('brcInfoNo', '=', brcInfoNo)
      .where('brcTypeDcd', '=', '2')
      .executeTakeFirst();
  }

  /** Recorded broadcasts to choose from, newest first (the broadcast domain's rows, read only). */
  vods(q: string | undefined, limit: number) {
    let rows = this.db.selectFrom('brcInfo').select(['brcInfoNo', 'brcTit', 'brcBgngDt']).where('brcTypeDcd', '=', '2');
    if (q) {
      const p = `%${escapeLike(q.toLowerCase())}%`;
      rows = rows.where(sql<boolean>`lower(brc_tit) like ${p} escape '\\'`);
    }
    return rows.orderBy('brcBgngDt', 'desc').orderBy('brcInfoNo', 'desc').limit(limit).execute();
  }

  async insertCourse(c: CourseWrite, now: string): Promise<number> {
    const sortSeq = await this.db
      .selectFrom('eduCourse')
      .select(sql<number>`coalesce(max(sort_seq), 0) + 1`.as('n'))
      .executeTakeFirstOrThrow();
    const r = await this.db
      .insertInto('eduCourse')
      .values({ ...c, useYn: 'N', featuredYn: 'N', sortSeq: Number(sortSeq.n), regDt: now, updtDt: now })
      .returning('eduCrsId')
      .executeTakeFirstOrThrow();
    return r.eduCrsId;
  }

  /** Moves the course's copy from `updtDt` to `now` (with `values`); false when the copy is not the one read. */
  async touchIfCopy(
    eduCrsId: number,
    updtDt: string,
    now: string,
    values: Partial<CourseWrite> & { useYn?: 'Y' | 'N' } = {},
  ) {
    const res = await this.db
      .updateTable('eduCourse')
      .set({ ...values, updtDt: now })
      .where('eduCrsId', '=', eduCrsId)
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async nextLessonNo(eduCrsId: number): Promise<number> {
    const r = await this.db
      .selectFrom('eduLesson')
      .select(sql<number>`coalesce(max(lsn_no), 0) + 1`.as('n'))
      .where('eduCrsId', '=', eduCrsId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertLesson(eduCrsId: number, lsnNo: number, l: LessonWriteRow): Promise<number> {
    const r = await this.db
      .insertInto('eduLesson')
      .values({ eduCrsId, lsnNo, ...l })
      .returning('eduLsnId')
      .executeTakeFirstOrThrow();
    return r.eduLsnId;
  }

  async updateLesson(eduLsnId: number, l: LessonWriteRow): Promise<void> {
    await this.db.updateTable('eduLesson').set(l).where('eduLsnId', '=', eduLsnId).execute();
  }

  async replaceQuestions(eduLsnId: number, questions: readonly QuizQuestion[]): Promise<void> {
    await this.db.deleteFrom('eduQuizQstn').where('eduLsnId', '=', eduLsnId).execute();
    if (questions.length === 0) return;
    await this.db
      .insertInto('eduQuizQstn')
      .values(
        questions.map((q, i) => ({
          eduLsnId,
          qstnNo: i + 1,
          qstnCn: q.qstnCn,
          choices: JSON.stringify(q.choices),
          answerNo: q.answerNo,
        })),
      )
      .execute();
  }

  async replaceFiles(eduLsnId: number, fileIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('eduLessonAtch').where('eduLsnId', '=', eduLsnId).execute();
    if (fileIds.length === 0) return;
    await this.db
      .insertInto('eduLessonAtch')
      .values(fileIds.map((fileId, sortSeq) => ({ eduLsnId, fileId, sortSeq })))
      .execute();
  }

  /** Of `fileIds`, the study materials this operator uploaded at the desk that no lesson holds yet. */
  async freshUploads(userId: number, fileIds: readonly string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('uploadedFile as f')
      .select('f.fileId')
      .where('f.fileId', 'in', [...fileIds])
      .where('f.menuType', '=', EDU_MATERIAL_UPLOAD.menuType)
      .where('f.contentsType', '=', EDU_MATERIAL_UPLOAD.contentsType)
      .where('f.userId', '=', userId)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('eduLessonAtch as a').select('a.fileId').whereRef('a.fileId', '=', 'f.fileId'))),
      )
      .execute();
    return rows.map((r) => r.fileId);
  }

  /** Whether a picture address is one this desk stored. */
  async isDeskPicture(url: string): Promise<boolean> {
    const key = url.replace(/^\/files\//, '');
    const r = await this.db
      .selectFrom('uploadedFile')
      .select('fileId')
      .where('storageKey', '=', key)
      .where('menuType', '=', EDU_PICTURE_UPLOAD.menuType)
      .where('contentsType', '=', EDU_PICTURE_UPLOAD.contentsType)
      .executeTakeFirst();
    return r !== undefined;
  }

  async deleteLesson(eduLsnId: number): Promise<void> {
    await this.db.deleteFrom('eduLessonAtch').where('eduLsnId', '=', eduLsnId).execute();
    await this.db.deleteFrom('eduLesson').where('eduLsnId', '=', eduLsnId).execute();
  }

  /**
   * Numbers the course's lessons 1… in the order given. Every number first goes below zero, so no moment has two
   * lessons on one number (edu_lesson_no_uq is checked per statement on PostgreSQL).
   */
  async renumber(eduCrsId: number, eduLsnIds: readonly number[]): Promise<void> {
    await this.db
      .updateTable('eduLesson')
      .set({ lsnNo: sql<number>`-lsn_no` })
      .where('eduCrsId', '=', eduCrsId)
      .execute();
    for (const [i, eduLsnId] of eduLsnIds.entries()) {
      await this.db
        .updateTable('eduLesson')
        .set({ lsnNo: i + 1 })
        .where('eduLsnId', '=', eduLsnId)
        .where('eduCrsId', '=', eduCrsId)
        .execute();
    }
  }

  /** Forgets a lesson's finished marks of the enrolments not completed yet; how many members that was. */
  async resetDoneOfLearners(eduLsnId: number): Promise<number> {
    const res = await this.db
      .deleteFrom('eduLessonDone')
      .where('eduLsnId', '=', eduLsnId)
      .where((eb) => eb('eduEnrolId', 'in', eb.selectFrom('eduEnrol').select('eduEnrolId').where('certNo', 'is', null)))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** The course's enrolments not completed whose every lesson is finished (after a lesson was taken out). */
  async finishedButNotCompleted(eduCrsId: number) {
    return this.db
      .selectFrom('eduEnrol as e')
      .select(['e.eduEnrolId', 'e.userId'])
      .where('e.eduCrsId', '=', eduCrsId)
      .where('e.certNo', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('eduLesson as l')
              .select('l.eduLsnId')
              .whereRef('l.eduCrsId', '=', 'e.eduCrsId')
              .where((e2) =>
                e2.not(
                  e2.exists(
                    e2
                      .selectFrom('eduLessonDone as d')
                      .select('d.eduLsnId')
                      .whereRef('d.eduLsnId', '=', 'l.eduLsnId')
                      .whereRef('d.eduEnrolId', '=', 'e.eduEnrolId'),
                  ),
                ),
              ),
          ),
        ),
      )
      .execute();
  }

  private enrolmentRows(eduCrsId: number, state: EduEnrolState | undefined) {
    let q = this.db
      .selectFrom('eduEnrol as e')
      .innerJoin('appUser as u', 'u.userId', 'e.userId')
      .where('e.eduCrsId', '=', eduCrsId);
    if (state === 'LEARNING') q = q.where('e.certNo', 'is', null);
    if (state === 'COMPLETED') q = q.where('e.certNo', 'is not', null).where('e.certRvkYmd', 'is', null);
    if (state === 'REVOKED') q = q.where('e.certRvkYmd', 'is not', null);
    return q;
  }

  async enrolments(eduCrsId: number, state: EduEnrolState | undefined, limit: number, offset: number) {
    const base = this.enrolmentRows(eduCrsId, state);
    const [items, count] = await Promise.all([
      base
        .select([
          'e.eduEnrolId',
          'e.userId',
          'e.enrolYmd',
          'e.cmplYmd',
          'e.certNo',
          'e.certRvkYmd',
          'e.updtDt',
          'u.lgnId',
          'u.userNm',
          (eb) =>
            eb
              .selectFrom('eduLessonDone as d')
              .innerJoin('eduLesson as l', 'l.eduLsnId', 'd.eduLsnId')
              .whereRef('d.eduEnrolId', '=', 'e.eduEnrolId')
              .select((x) => x.fn.countAll<number>().as('v'))
              .as('doneLsnCnt'),
        ])
        .orderBy('e.eduEnrolId', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  /** Every enrolment of the course with its finished count (the report and the distribution). */
  allEnrolments(eduCrsId: number) {
    return this.enrolmentRows(eduCrsId, undefined)
      .select([
        'e.eduEnrolId',
        'e.enrolYmd',
        'e.cmplYmd',
        'e.certNo',
        'e.certRvkYmd',
        'u.lgnId',
        'u.userNm',
        (eb) =>
          eb
            .selectFrom('eduLessonDone as d')
            .innerJoin('eduLesson as l', 'l.eduLsnId', 'd.eduLsnId')
            .whereRef('d.eduEnrolId', '=', 'e.eduEnrolId')
            .select((x) => x.fn.countAll<number>().as('v'))
            .as('doneLsnCnt'),
      ])
      .orderBy('e.eduEnrolId')
      .execute();
  }

  /** An enrolment by its current certificate number. */
  byCertificate(certNo: string) {
    return this.db
      .selectFrom('eduEnrol as e')
      .innerJoin('eduCourse as c', 'c.eduCrsId', 'e.eduCrsId')
      .select([
        'e.eduEnrolId',
        'e.eduCrsId',
        'e.userId',
        'e.certNo',
        'e.cmplYmd',
        'e.certRvkYmd',
        'e.certRvkRsn',
        'e.updtDt',
        'c.crsNm',
      ])
      .where('e.certNo', '=', certNo)
      .executeTakeFirst();
  }

  /** Revokes the certificate on the copy read; false when the copy moved (or it is already revoked). */
  async revoke(eduEnrolId: number, certNo: string, updtDt: string, ymd: string, reason: string, now: string) {
    const res = await this.db
      .updateTable('eduEnrol')
      .set({ certRvkYmd: ymd, certRvkRsn: reason, updtDt: now })
      .where('eduEnrolId', '=', eduEnrolId)
      .where('certNo', '=', certNo)
      .where('updtDt', '=', updtDt)
      .where('certRvkYmd', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Gives the enrolment a new number on the copy read (the old one kept as replaced); false when the copy moved. */
  async reissue(
    eduEnrolId: number,
    certNo: string,
    newCertNo: string,
    updtDt: string,
    ymd: string,
    reason: string,
    now: string,
  ) {
    const res = await this.db
      .updateTable('eduEnrol')
      .set({ certNo: newCertNo, certRvkYmd: null, certRvkRsn: null, updtDt: now })
      .where('eduEnrolId', '=', eduEnrolId)
      .where('certNo', '=', certNo)
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await this.db
      .insertInto('eduCertOld')
      .values({ certNo, eduEnrolId, newCertNo, rplcYmd: ymd, rplcRsn: reason, regDt: now })
      .execute();
    return true;
  }

  /** The member's contact for a certificate notice. */
  member(userId: number) {
    return this.db.selectFrom('appUser').select(['userEmail', 'mblNo']).where('userId', '=', userId).executeTakeFirst();
  }
}
