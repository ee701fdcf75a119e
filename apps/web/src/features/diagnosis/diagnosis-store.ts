import type {
  DiagnosisAdditional,
  DiagnosisBasic,
  DiagnosisCheckAnswer,
  DiagnosisManagement,
} from '@onfan/contracts/diagnosis';
import { diagnosisResultSchema } from '@onfan/contracts/diagnosis';

/**
 * The wizard's progress, kept in sessionStorage so that going back a step, reloading, or coming back from the result
 * finds every answer as it was entered; it is the browser tab's only and ends with it. A draft is what the forms
 * hold (strings where the person has not chosen yet), not the checked answers.
 */
export interface DiagnosisDraft {
  step: number;
  basic?: Partial<Record<keyof DiagnosisBasic, string | number>>;
  management?: Partial<Record<keyof DiagnosisManagement, string | number | string[]>>;
  additional?: Partial<Record<keyof DiagnosisAdditional, string | string[]>>;
  /** Answers to the current version's own questions (question key → choice code). */
  custom?: Record<string, string | null>;
}

const DRAFT_KEY = 'onfan.diagnosis.draft';
const RESULT_KEY = 'onfan.diagnosis.result';

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function loadDraft(): DiagnosisDraft {
  const d = read(DRAFT_KEY);
  if (d && typeof d === 'object' && typeof (d as DiagnosisDraft).step === 'number') return d as DiagnosisDraft;
  return { step: 0 };
}

export function saveDraft(draft: DiagnosisDraft): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}

/** The last result of this tab (a visitor's is nowhere else). */
export function saveResult(result: DiagnosisCheckAnswer): void {
  sessionStorage.setItem(RESULT_KEY, JSON.stringify(result));
}

export function loadResult() {
  const parsed = diagnosisResultSchema.safeParse(read(RESULT_KEY));
  return parsed.success ? parsed.data : null;
}
