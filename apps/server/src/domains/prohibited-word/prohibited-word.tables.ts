import type { Generated } from '../../db/table-types.js';

/** 0001-foundation: the prohibited words (금칙어); operators switch one off with useYn. */
export interface ProhibitedWordTable {
  id: Generated<number>;
  word: string;
  useYn: Generated<'Y' | 'N'>;
  regDt: string;
  /** 20261203T1102-prohibited-word: the copy a console change names. */
  updtDt: Generated<string>;
}
