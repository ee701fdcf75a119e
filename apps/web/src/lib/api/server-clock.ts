/**
 * How far the server's clock is ahead of this browser's, read from the `Date` header of the server's answers. A
 * time the server sends (when a session ends) is read on the browser's clock with it, so a computer whose clock is
 * wrong, by minutes or by days, still warns a member on time. The header counts whole seconds and an answer takes a
 * moment to arrive, so a difference of a few seconds is taken as none.
 */
const NEGLIGIBLE_MS = 5_000;
let aheadMs = 0;

/** Notes the server's time from an answer's `Date` header, as received now. */
export function noteServerDate(header: string | null | undefined, receivedAt: number = Date.now()): void {
  const at = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(at)) return;
  const difference = at - receivedAt;
  aheadMs = Math.abs(difference) < NEGLIGIBLE_MS ? 0 : difference;
}

/** A moment on the server's clock (ms since the epoch) as the same moment on the browser's clock. */
export function toBrowserTime(serverMs: number): number {
  return serverMs - aheadMs;
}
