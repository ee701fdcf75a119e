import { INQUIRY_KIND_ROLES, INQUIRY_KINDS, type InquiryKind } from '@onfan/contracts/inquiry.admin';
import type { SessionUser } from '../../http/access.js';

/**
 * Inquiry rules: an operator answers, and keeps the answer templates of, the kinds whose calls declare one of their
 * roles (a space-desk operator never sees the shop's templates).
 */
export function kindsOf(user: SessionUser): InquiryKind[] {
  return INQUIRY_KINDS.filter((k) => INQUIRY_KIND_ROLES[k].some((r) => user.roles.includes(r)));
}
