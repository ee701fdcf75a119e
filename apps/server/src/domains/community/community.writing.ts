import { maskName, maskedNick } from '@onfan/contracts/mask';
import { createProhibitedMatcher } from '@onfan/contracts/prohibited';
import { AppError } from '../../http/app-error.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';

/**
 * What the community board and the small-business communities share of a member's writing: the writer as the
 * answers show them, and the prohibited-word rule. Each board keeps its own messages, columns and policy and passes
 * them in.
 */

/** The writer's columns every board reads with a post or a reply. */
export interface WriterNames {
  userId: number;
  userNm: string;
  nickNm: string | null;
  profileImg: string | null;
}

/**
 * The writer as every post, comment and reply shows them: the name masked (and a nickname that carries it), the
 * picture, and `mine` (whether the caller wrote it, as the board's policy says). Each board adds its own badges.
 */
export function writerView(row: WriterNames, mine: boolean) {
  return {
    userId: row.userId,
    userNm: maskName(row.userNm),
    nickNm: maskedNick(row),
    imgPtUrl: row.profileImg,
    mine,
  };
}

/**
 * Refuses texts with a word of the portal's list, or of the writing's own list when there is one (a small-business
 * community's words, read only when the portal's list passes), naming the rule (`message`) and not the word.
 */
export async function refuseProhibited(
  portal: Pick<ProhibitedWordService, 'findIn'>,
  texts: readonly string[],
  message: string,
  ownWords?: () => Promise<readonly string[]>,
): Promise<void> {
  if ((await portal.findIn(texts)) !== null) throw AppError.badRequest(message);
  const own = ownWords ? await ownWords() : [];
  if (own.length === 0) return;
  const match = createProhibitedMatcher(own);
  if (texts.some((t) => t.trim() !== '' && match(t) !== null)) throw AppError.badRequest(message);
}
