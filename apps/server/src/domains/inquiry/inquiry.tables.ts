import type { InquiryKind } from '@onfan/contracts/inquiry.admin';
import type { Generated } from '../../db/table-types.js';

/** 20261204T1400-inquiry: the inquiry inbox's answer templates, unique by kind and name. */
export interface InqAnsTmplTable {
  id: Generated<number>;
  kind: InquiryKind;
  tmplNm: string;
  tmplCn: string;
  regDt: string;
  /** The copy a console change names. */
  updtDt: string;
}
