/**
 * The copy (`updtDt`) a console change leaves: now, or a millisecond past the copy it replaced when the clock has not
 * moved past it (two changes in one millisecond, a fixed clock). Every change so leaves a copy unlike the one it was
 * made on, and a change named on the older one is stale (decision 034).
 */
export function nextCopy(now: string, before: string): string {
  if (now > before) return now;
  const t = Date.parse(before);
  return Number.isNaN(t) ? now : new Date(t + 1).toISOString();
}
