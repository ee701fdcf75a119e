import type { DiagnosisQuestion } from '@onfan/contracts/diagnosis';
import { CUSTOM_SOURCE } from '@onfan/contracts/diagnosis';

/**
 * The editor's draft of a version's questions: what the operator typed, kept as typed (numbers as strings) through a
 * refusal, so the server's Korean messages stand beside the fields and nothing typed is lost.
 */
export interface ChoiceDraft {
  id: number;
  code: string;
  label: string;
  points: string;
}

export interface QuestionDraft {
  id: number;
  key: string;
  source: DiagnosisQuestion['source'];
  dimension: string;
  text: string;
  weight: string;
  choices: ChoiceDraft[];
}

let seq = 0;
const next = () => ++seq;

export function draftOf(questions: readonly DiagnosisQuestion[]): QuestionDraft[] {
  return questions.map((q) => ({
    id: next(),
    key: q.key,
    source: q.source,
    dimension: q.dimension,
    text: q.text,
    weight: String(q.weight),
    choices: q.choices.map((c) => ({ id: next(), code: c.code, label: c.label, points: String(c.points) })),
  }));
}

/** A question of the version's own, asked in the wizard's additional information step: two choices to fill in. */
export function newQuestion(): QuestionDraft {
  return {
    id: next(),
    key: '',
    source: CUSTOM_SOURCE,
    dimension: '',
    text: '',
    weight: '',
    choices: [
      { id: next(), code: '', label: '', points: '' },
      { id: next(), code: '', label: '', points: '' },
    ],
  };
}

export function newChoice(): ChoiceDraft {
  return { id: next(), code: '', label: '', points: '' };
}

/** The body the contract reads: the questions in the order shown; the server checks every number and rule. */
export function bodyOf(questions: readonly QuestionDraft[]) {
  return questions.map((q) => ({
    key: q.key,
    source: q.source,
    dimension: q.dimension,
    text: q.text,
    weight: q.weight.trim(),
    choices: q.choices.map((c) => ({ code: c.code, label: c.label, points: c.points.trim() })),
  }));
}

/** `list` with the element at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

/** Each dimension's share of its questions' weights, in percent (what the editor shows beside a weight). */
export function weightShares(questions: readonly QuestionDraft[]): Map<number, number | null> {
  const totals = new Map<string, number>();
  for (const q of questions) {
    const w = Number(q.weight);
    if (q.dimension && Number.isInteger(w) && w > 0) totals.set(q.dimension, (totals.get(q.dimension) ?? 0) + w);
  }
  return new Map(
    questions.map((q) => {
      const w = Number(q.weight);
      const total = totals.get(q.dimension);
      return [q.id, total && Number.isInteger(w) && w > 0 ? Math.round((w / total) * 100) : null];
    }),
  );
}
