import { useSearchParams } from 'react-router';

/**
 * A list page's filters in the address bar (`?ctgrCode=…&searchTerm=…&pageNo=2`), one way for every list: read a
 * value, change some (an empty value removes it), or link to the list with other values (back to the first page).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const get = (key: string): string => params.get(key) ?? '';
  const pageNo = Math.max(1, Math.trunc(Number(get('pageNo'))) || 1);
  const withValues = (next: Record<string, string>): URLSearchParams => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    return p;
  };
  return {
    get,
    pageNo,
    /**
     * Changes the address bar's values: a new history entry, or with `replace` the current one, where the page stays
     * where it is (a calendar's month turns, which Back should not walk through one by one).
     */
    update: (next: Record<string, string>, options: { replace?: boolean } = {}) =>
      setParams(withValues(next), options.replace ? { replace: true, preventScrollReset: true } : undefined),
    /** A link to the list with these values, on its first page. */
    hrefWith: (next: Record<string, string>) => `?${withValues({ ...next, pageNo: '' }).toString()}`,
  };
}
