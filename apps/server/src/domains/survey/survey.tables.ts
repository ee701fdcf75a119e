import type { Generated } from '../../db/table-types.js';

/** 20261125T0200-survey: a survey of the agency, answered inside its period (Seoul days). */
export interface SurveyTable {
  surveyId: Generated<number>;
  surveyNm: string;
  surveyExpln: string;
  surveyBgngYmd: string;
  surveyEndYmd: string;
  /** Whether members who answered see the aggregate results. */
  rsltOpenYn: Generated<'Y' | 'N'>;
  useYn: Generated<'Y' | 'N'>;
  regDt: string;
  /** 20261208T0920-survey: 'N' while the survey is a draft of the console (members never see it). */
  pblcnYn: Generated<'Y' | 'N'>;
  /** 20261208T0920-survey: when the console last changed it (the copy a change names). */
  mdfcnDt: Generated<string>;
  /** 20261208T0920-survey: answer sheets so far; a change of the questions needs 0 (the row's lock decides). */
  ansCnt: Generated<number>;
}

/** 20261125T0200-survey: a question; questPattnDcd is a value of code group 1006. */
export interface SurveyQuestTable {
  questId: Generated<number>;
  surveyId: number;
  questNm: string;
  questPattnDcd: string;
  sortSeq: number;
  /** 20261208T0920-survey: whether the question must be answered. */
  esntlYn: Generated<'Y' | 'N'>;
}

/** 20261125T0200-survey: a choice of a single-choice question. */
export interface SurveyQuestItemTable {
  quesitmId: Generated<number>;
  questId: number;
  quesitmNm: string;
  sortSeq: number;
}

/** 20261125T0200-survey: a member's answer sheet (at most one per survey and member: survey_ans_once_uq). */
export interface SurveyAnsTable {
  surveyAnsId: Generated<number>;
  surveyId: number;
  userId: number;
  /** The sheet as submitted (validated, normalised JSON). */
  questAnsJson: string;
  regDt: string;
}

/** 20261125T0200-survey: one answer of a sheet (chosen item, star score or text), for the aggregate results. */
export interface SurveyAnsDtlTable {
  surveyAnsDtlId: Generated<number>;
  surveyAnsId: number;
  questId: number;
  quesitmId: number | null;
  chcAns: number | null;
  inptAns: string | null;
}

/** 20261125T0200-survey: a member's half-answered survey (one per survey and member), removed on submit. */
export interface SurveyDraftTable {
  surveyDraftId: Generated<number>;
  surveyId: number;
  userId: number;
  questAnsJson: string;
  mdfcnDt: string;
}
