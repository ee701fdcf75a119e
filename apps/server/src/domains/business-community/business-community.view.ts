import type { SessionUser } from '../../http/access.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { writerView } from '../community/community.writing.js';
import { can } from './business-community.policy.js';
import type { WriterColumns } from './business-community.repository.js';

/** A stored time as the answers carry it (Seoul time). */
export const iso = (s: string) => toSeoulIso(new Date(s));

/** The writer as every post, reply and entry of the community shows them: masked, with their badges. */
export function writerOf(row: WriterColumns, user: SessionUser | null) {
  return {
    ...writerView(row, can(user, 'own', { role: null, writerId: row.userId })),
    cmntMngr: row.writerRole === 'OWNER' || row.writerRole === 'MANAGER',
    vrfcYn: row.compCnfmYn,
  };
}
