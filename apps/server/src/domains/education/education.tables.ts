import type { Generated } from '../../db/table-types.js';

/** 20261125T0300-education: an e-learning course (ctgrCd a key of EDU_CATEGORIES, lvlCd 1 입문 · 2 기초 · 3 실무). */
export interface EduCourseTable {
  eduCrsId: Generated<number>;
  crsNm: string;
  crsSmry: string;
  /** Sanitized HTML. */
  crsDesc: string;
  /** Learning goals, one per line. */
  goals: Generated<string>;
  ctgrCd: string;
  lvlCd: '1' | '2' | '3';
  instrNm: string;
  freeYn: Generated<'Y' | 'N'>;
  price: Generated<number>;
  extUrl: string | null;
  thmbUrl: string;
  /** Shown among the main page's course cards. */
  featuredYn: Generated<'Y' | 'N'>;
  sortSeq: Generated<number>;
  useYn: Generated<'Y' | 'N'>;
  regDt: string;
  /** 20261208T0910: the copy a console change names; moved by every change of the course or its lessons. */
  updtDt: Generated<string>;
}

/** 20261125T0300-education: a lesson (차시) of a course, numbered from 1 (edu_lesson_no_uq). */
export interface EduLessonTable {
  eduLsnId: Generated<number>;
  eduCrsId: number;
  lsnNo: number;
  lsnNm: string;
  lrnMin: number;
  /** Sanitized HTML. */
  lsnCn: string;
  /** 20261125T0330: a video lesson's recorded broadcast (null for a text lesson). */
  brcInfoNo: number | null;
  /** 20261208T0910: TEXT · VIDEO · FILES · QUIZ. */
  lsnKind: Generated<'TEXT' | 'VIDEO' | 'FILES' | 'QUIZ'>;
  /** 20261208T0910: a quiz's pass mark in percent (null for other kinds). */
  passPct: number | null;
}

/** 20261125T0330-education-lesson-media: a study material of a lesson (a stored file, uploaded_file). */
export interface EduLessonAtchTable {
  eduLsnId: number;
  fileId: string;
  sortSeq: number;
}

/** 20261125T0300-education: a member's e-learning consent and its Seoul day (free courses open 5 days later). */
export interface EduConsentTable {
  userId: number;
  aplyYmd: string;
  regDt: string;
}

/** 20261125T0300-education: an enrolment (one per course and member: edu_enrol_uq); completed ones carry a cert. */
export interface EduEnrolTable {
  eduEnrolId: Generated<number>;
  eduCrsId: number;
  userId: number;
  enrolYmd: string;
  cmplYmd: string | null;
  certNo: string | null;
  regDt: string;
  /** 20261208T0910: the copy a certificate change names (moved by completion, revocation, re-issue). */
  updtDt: Generated<string>;
  /** 20261208T0910: the Seoul day the certificate was revoked, and why (null while it stands). */
  certRvkYmd: string | null;
  certRvkRsn: string | null;
}

/** 20261125T0300-education: a finished lesson of an enrolment (its primary key makes finishing idempotent). */
export interface EduLessonDoneTable {
  eduEnrolId: number;
  eduLsnId: number;
  doneDt: string;
}

/** 20261208T0910-education: a quiz lesson's single-choice question (choices a JSON array, answerNo from 1). */
export interface EduQuizQstnTable {
  eduLsnId: number;
  qstnNo: number;
  qstnCn: string;
  choices: string;
  answerNo: number;
}

/** 20261208T0910-education: a member's attempt at a quiz, graded by the server (kept, newest last). */
export interface EduQuizAtmptTable {
  eduAtmptId: Generated<number>;
  eduEnrolId: number;
  eduLsnId: number;
  scorePct: number;
  crctCnt: number;
  qstnCnt: number;
  passYn: Generated<'Y' | 'N'>;
  answers: string;
  regDt: string;
}

/** 20261208T0910-education: a certificate number a re-issue replaced, and the number that replaced it. */
export interface EduCertOldTable {
  certNo: string;
  eduEnrolId: number;
  newCertNo: string;
  rplcYmd: string;
  rplcRsn: string;
  regDt: string;
}
