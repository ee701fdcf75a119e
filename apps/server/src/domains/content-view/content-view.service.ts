import { createHash } from 'node:crypto';
import type { ClickBody, ContentViewParams } from '@onfan/contracts/content-view';
import { VIEW_DEDUPE_MS } from '@onfan/contracts/content-view';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import type { ContentViewRepository } from './content-view.repository.js';

/** Who is viewing: the member, or for visitors a one-way hash of address and browser (no raw IP is stored). */
export interface Viewer {
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
}

export function viewerKey(viewer: Viewer): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHash('sha256')
    .update(`${viewer.ip}\u0000${viewer.userAgent ?? ''}`)
    .digest('base64url');
  return `a:${digest.slice(0, 32)}`;
}

/** View counts (the content engine and other domains' lists read them) and click tracking. */
export class ContentViewService {
  constructor(
    private readonly repo: ContentViewRepository,
    private readonly clock: Clock,
  ) {}

  /** Counts a view once per viewer per item per 10 minutes; answers the item's count after this call. */
  async countView(item: ContentViewParams, viewer: Viewer) {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - VIEW_DEDUPE_MS).toISOString();
    const result = await this.repo.recordView(item, viewerKey(viewer), now.toISOString(), cutoff);
    return ok(COMMON_MESSAGES.ok, result);
  }

  /**
   * View counts of items of one type (e.g. community posts on a list page), 0 for items never viewed. Ids are
   * compared as text, as the view call stores them.
   */
  async countsOf(contentsType: string, contentsIds: readonly (string | number)[]): Promise<Map<string, number>> {
    const ids = contentsIds.map(String);
    const found = await this.repo.counts(contentsType, ids);
    return new Map(ids.map((id) => [id, found.get(id) ?? 0]));
  }

  async recordClick(body: ClickBody, userId: number | null) {
    await this.repo.insertClick({ ...body, userId, now: this.clock.now().toISOString() });
    return ok(COMMON_MESSAGES.ok);
  }
}
