import { parseCronItem } from 'graphile-worker';

/**
 * A crontab pattern's test for one minute (UTC), with graphile-worker's own parser: the SQLite backend reads the
 * schedules exactly as the PostgreSQL one does. A malformed pattern throws at start.
 */
export function cronMatcher(pattern: string): (minute: Date) => boolean {
  const item = parseCronItem({ task: 'x', match: pattern });
  return (d) =>
    item.match({
      min: d.getUTCMinutes(),
      hour: d.getUTCHours(),
      date: d.getUTCDate(),
      month: d.getUTCMonth() + 1,
      dow: d.getUTCDay(),
    });
}
