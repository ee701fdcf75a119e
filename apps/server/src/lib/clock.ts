/** Injected so rules that depend on "today" in Asia/Seoul can be tested with a fixed time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock & { set(iso: string): void } {
  let t = new Date(iso);
  return {
    now: () => new Date(t.getTime()),
    set(next: string) {
      t = new Date(next);
    },
  };
}
