import { createHash } from 'node:crypto';
import type { ClickBody, ContentViewParams } from '@onfan/contracts/content-view';
import { VIEW_DEDUPE_MS } from '@onfan/contracts/content-view';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { ContentViewRepository } from './content-view.repository.js';

/** Who is viewing: the member, or for visitors a one-way hash of address and browser (no raw IP is stored). */
export interface Viewer {
  userId: number | null;
  ip: string;
  userAgent: string;
}

export function viewerKey(viewer: Viewer): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHash('sha256').update(`${viewer.ip}\u0000${viewer.userAgent}`).digest('base64url');
  return `a:${digest.slice(0, 32)}`;
}

export class ContentViewService {
  constructor(
    private readonly repo: ContentViewRepository,
    private readonly clock: Clock,
  ) {}

  /** Counts a view once per viewer per item per 10 minutes; answers the item's count after this call. */
  async countView(item: ContentViewParams, viewer: Viewer): Promise<{ counted: boolean; viewCnt: number }> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - VIEW_DEDUPE_MS).toISOString();
    return this.repo.recordView(item, viewerKey(viewer), now.toISOString(), cutoff);
  }

  /** View counts of several items of one type; items never viewed are absent (read them as 0). */
  viewCounts(contentsType: string, contentsIds: readonly string[]): Promise<Map<string, number>> {
    return this.repo.counts(contentsType, contentsIds);
  }

  async recordClick(body: ClickBody, userId: number | null): Promise<void> {
    await this.repo.insertClick({ ...body, userId, now: this.clock.now().toISOString() });
  }
}

/**
 * For other domains: view counts of items of one type (e.g. community posts on a list page), 0 for never viewed.
 * Ids are compared as text, as the view call stores them.
 */
export async function readViewCounts(
  db: Kysely<DB>,
  contentsType: string,
  contentsIds: readonly (string | number)[],
): Promise<Map<string, number>> {
  const ids = contentsIds.map(String);
  const found = await new ContentViewRepository(db).counts(contentsType, ids);
  return new Map(ids.map((id) => [id, found.get(id) ?? 0]));
}
