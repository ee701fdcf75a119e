/**
 * The total of a list page found with OFFSET, counted only up to `countCap` rows (decision 042) and as cheaply as the
 * page allows: a short page is the last one (the total is exact without counting); a full page counts only the rows
 * after its last row (a range seek from that row's key in the list's index), up to what the cap leaves; an empty
 * page past the end counts from the start. The answer is more than `countCap` when the count stopped at the cap.
 */
export async function countAroundPage(
  page: { offset: number; limit: number; found: number; countCap: number },
  count: {
    /** The rows after the page's last row, at most `max`. */
    after: (max: number) => Promise<number>;
    /** All the rows, at most `max`. */
    all: (max: number) => Promise<number>;
  },
): Promise<number> {
  if (page.found === 0) return page.offset === 0 ? 0 : count.all(page.countCap + 1);
  if (page.found < page.limit) return page.offset + page.found;
  return page.offset + page.limit + (await count.after(Math.max(1, page.countCap - page.offset - page.limit + 1)));
}
