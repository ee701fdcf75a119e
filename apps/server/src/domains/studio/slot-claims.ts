/**
 * The hours being booked in this process right now (decision 005). An attempt whose hours are free as it read them
 * claims them for its transaction; an attempt that finds one of its hours claimed waits for that claim's outcome:
 * when the claim booked, the hour is taken and the attempt answers so without a transaction of its own; when it did
 * not, the attempt goes on (and claims the hours itself).
 *
 * The primary key of rsvt_slot still decides every race, between processes too (many instances); this only keeps a
 * rush on one slot from running a transaction per attempt that the key then refuses. On PostgreSQL each of those
 * inserts waits for the winner's row lock while holding a pooled connection, which the other attempts' reads then
 * queue for (issue 42: p99 of 100 attempts on one slot 447 ms before).
 */
export class SlotClaims {
  private readonly claims = new Map<string, Promise<boolean>>();

  /**
   * Runs `book` with `keys` (a room's day and hour each) claimed, and answers what it answered; answers `null`
   * without running it when another attempt in this process booked one of the keys first. A claim is released as soon
   * as `book` settles, whether it booked or threw.
   */
  async run<T>(keys: readonly string[], book: () => Promise<T>): Promise<T | null> {
    for (;;) {
      const pending = keys.flatMap((k) => this.claims.get(k) ?? []);
      if (pending.length === 0) break;
      if ((await Promise.all(pending)).some(Boolean)) return null;
    }
    let settle: (booked: boolean) => void = () => undefined;
    const claim = new Promise<boolean>((resolve) => (settle = resolve));
    for (const k of keys) this.claims.set(k, claim);
    try {
      const result = await book();
      settle(true);
      return result;
    } catch (error) {
      settle(false);
      throw error;
    } finally {
      for (const k of keys) if (this.claims.get(k) === claim) this.claims.delete(k);
    }
  }

  /** How many hours are claimed now (tests: none is left behind). */
  get size(): number {
    return this.claims.size;
  }
}
