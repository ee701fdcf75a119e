/**
 * The first use of `Intl` in a page loads the browser's locale data: 25–60 ms in one task in this machine's Chromium,
 * whichever call comes first; later calls take a millisecond or two. The portal's own formats do without `Intl`
 * (`formatNumber`), so a page pays it only for React Aria's date and locale parts (the calendar, dialogs).
 *
 * A lazy chunk that needs them calls this as its download starts: the data loads in a task of its own, before the
 * chunk is evaluated, instead of inside the chunk's evaluation (one long task instead of two shorter ones).
 */
export function loadLocaleDataSoon(): void {
  if (typeof window === 'undefined') return; // the server's renderer loads the chunk too
  setTimeout(() => {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
  }, 0);
}
