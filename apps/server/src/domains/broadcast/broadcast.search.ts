import { BRC_TYPE } from '@onfan/contracts/broadcast';
import { broadcastPath, liveViewPath, shortsPath } from '@onfan/contracts/portal-path';
import type { Executor } from '../../db/executor.js';
import { SearchIndexRepository } from '../search/search-index.repository.js';
import type { BroadcastRow } from './broadcast.repository.js';
import { BroadcastRepository } from './broadcast.repository.js';

/** A broadcast's page: a recording's player, a short's vertical player, a live or commerce broadcast's live page. */
export function broadcastPageOf(row: Pick<BroadcastRow, 'brcInfoNo' | 'brcTypeDcd'>): string {
  if (row.brcTypeDcd === BRC_TYPE.vod) return broadcastPath(row.brcInfoNo);
  if (row.brcTypeDcd === BRC_TYPE.shorts) return shortsPath(row.brcInfoNo);
  return liveViewPath(row.brcInfoNo);
}

/**
 * Puts every shown broadcast in the integrated search (type `broadcast`: its title, description, channel and
 * products, at its page's address, which also names it in that page's head and the sitemap). The index is upserted,
 * so running it again (each start's seed) only refreshes it. Answers how many were indexed.
 */
export async function indexBroadcasts(db: Executor): Promise<number> {
  const repo = new BroadcastRepository(db);
  const index = new SearchIndexRepository(db);
  const rows = await repo.shown();
  for (const r of rows) await indexOne(repo, index, r);
  return rows.length;
}

/** Puts one broadcast in the integrated search (a new edition of the demo's standing live show). */
export async function indexBroadcast(db: Executor, brcInfoNo: number): Promise<void> {
  const repo = new BroadcastRepository(db);
  const row = await repo.find(brcInfoNo);
  if (row) await indexOne(repo, new SearchIndexRepository(db), row);
}

async function indexOne(repo: BroadcastRepository, index: SearchIndexRepository, r: BroadcastRow): Promise<void> {
  const products = await repo.products(r.brcInfoNo);
  await index.index({
    type: 'broadcast',
    id: r.brcInfoNo,
    tit: r.brcTit,
    body: [r.brcExpln, r.chnlNm, ...products.map((p) => `${p.prdctNm} ${p.sellerNm}`)].join(' '),
    url: broadcastPageOf(r),
    regDt: r.brcBgngDt,
  });
}
