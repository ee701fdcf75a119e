import type { Executor } from '../../db/executor.js';
import { ContentViewRepository } from './content-view.repository.js';

/**
 * A plausible view count for a demo item of a portal in use (deterministic, not random): a spread by its id, more the
 * older it is (`age`: how many newer items came after it, or days), and many more for a pinned item.
 */
export function plausibleViews(id: number, age: number, pinned = false): number {
  return 40 + ((id * 97) % 260) + age * 11 + (pinned ? 900 : 0);
}

/** Sets the demo items' counts (the seeds of content, community and the small-business community). */
export async function seedViewCounts(
  db: Executor,
  contentsType: string,
  items: readonly { id: number; age: number; pinned?: boolean }[],
): Promise<void> {
  const views = new ContentViewRepository(db);
  for (const { id, age, pinned } of items)
    await views.setCount(contentsType, String(id), plausibleViews(id, age, pinned));
}
