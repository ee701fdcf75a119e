import type { TocItem } from '../shared/TableOfContents';

/** yyyyMMdd → '2024. 8. 26.' */
export function formatYmd(ymd: string): string {
  if (!/^\d{8}$/.test(ymd)) return ymd;
  return `${ymd.slice(0, 4)}. ${Number(ymd.slice(4, 6))}. ${Number(ymd.slice(6, 8))}.`;
}

/** yyyyMMdd → 2024-08-26 (for <time dateTime>) */
export function isoFromYmd(ymd: string): string {
  return /^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : ymd;
}

/**
 * Prepares the server's policy HTML for the page: the page keeps its one h1 (an h1 in the content becomes h2),
 * every h2 gets an id, and the h2 headings become the table of contents.
 */
export function preparePolicyHtml(html: string): { html: string; toc: TocItem[] } {
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  const root = doc.getElementById('root');
  if (!root) return { html: '', toc: [] };
  for (const h1 of Array.from(root.querySelectorAll('h1'))) {
    const h2 = doc.createElement('h2');
    for (const attr of Array.from(h1.attributes)) h2.setAttribute(attr.name, attr.value);
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  const toc: TocItem[] = [];
  Array.from(root.querySelectorAll('h2')).forEach((heading, index) => {
    const id = `privacy-section-${index + 1}`;
    heading.id = id;
    const label = heading.textContent?.trim() ?? '';
    if (label) toc.push({ id, label });
  });
  return { html: root.innerHTML, toc };
}
