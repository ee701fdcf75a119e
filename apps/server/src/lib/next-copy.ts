/**
 * The `updtDt` a console change writes: now, or a millisecond after the copy it replaces when the clock has not moved
 * past it (two changes in one millisecond, a fixed test clock), so every change makes the copies read before it stale.
 */
export function nextCopy(previous: string, nowIso: string): string {
  return nowIso > previous ? nowIso : new Date(Date.parse(previous) + 1).toISOString();
}
