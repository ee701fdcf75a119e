import type { BroadcastSummary } from '@onfan/contracts/broadcast';
import { liveComingPath, liveViewPath, liveVodPath } from '@onfan/contracts/portal-path';

/** The live layout's page of a broadcast by its status: coming (countdown), on air (live view), or its replay. */
export function livePathOf(item: Pick<BroadcastSummary, 'brcInfoNo' | 'brcSts'>): string {
  if (item.brcSts === 'SCHEDULED') return liveComingPath(item.brcInfoNo);
  if (item.brcSts === 'LIVE') return liveViewPath(item.brcInfoNo);
  return liveVodPath(item.brcInfoNo);
}

/** The Seoul day (yyyyMMdd) of an ISO +09:00 time as the server writes it. */
export function seoulDayOf(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '');
}
