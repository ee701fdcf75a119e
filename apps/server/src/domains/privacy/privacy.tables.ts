import type { Generated } from '../../db/table-types.js';

/** 0001-foundation: the privacy policy versions (개인정보처리방침), each in force from its effective day. */
export interface PrivacyPolicyTable {
  id: Generated<number>;
  version: string;
  effectiveYmd: string;
  title: string;
  content: string;
  regDt: string;
}
