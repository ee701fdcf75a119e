import fs from 'node:fs';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { isBuilt, matchEntry, ROUTES } from '@/app/route-table';
import { MYPAGE_SECTIONS } from '@/pages/mypage/mypage-sections';

/**
 * Every page of the portal in every state a person meets it in (KWCAG: each page, not a sample): each built entry of
 * the route table — a my-page section counted apiece — seen by a visitor and by a logged-in member (the console by an
 * operator), on a desktop and on a phone. `expectAccessible` writes a line for each audit it makes (`recordAudit`);
 * the every-route file runs last, audits the combinations no journey covered and fails when one is left.
 */
export const STATES = ['visitor', 'member'] as const;
export const WIDTHS = ['desktop', 'phone'] as const;
export type State = (typeof STATES)[number];
export type Width = (typeof WIDTHS)[number];
export type Combination = `${State}/${Width}`;
export const COMBINATIONS: readonly Combination[] = STATES.flatMap((s) => WIDTHS.map((w) => `${s}/${w}` as const));

/** One audit as `expectAccessible` made it. */
export interface AuditRecord {
  url: string;
  loggedIn: boolean;
  width: number;
  /** How long the audit took, in all and by part (the Nu checker runs beside axe): where the suite's time goes. */
  ms?: { total: number; animations: number; axe: number; nu: number; reflow: number };
}

export interface MatrixRow {
  /** The route table's path ('notice/:ntcId/view'), or `mypage/{section}` for a my-page section. */
  key: string;
  /** Who is the logged-in person of this page: the console's and the outbox's is the operator, the foothold's a creator. */
  member: 'demo-member' | 'demo-creator' | 'demo-admin';
}

const sectionMember = (patterns: readonly string[] | undefined): MatrixRow['member'] =>
  patterns?.includes(USER_PATTERN.operator)
    ? 'demo-admin'
    : patterns?.includes(USER_PATTERN.creator)
      ? 'demo-creator'
      : 'demo-member';

/** The rows of the matrix: every built page, each once. */
export function matrixRows(): MatrixRow[] {
  const rows = new Map<string, MatrixRow>();
  for (const entry of ROUTES) {
    if (!isBuilt(entry) || entry.name === 'MyPage' || entry.name === 'MyPage2') continue;
    const console = entry.path === 'admin' || entry.path.startsWith('admin/'); // the second factor's page too
    rows.set(entry.path, { key: entry.path, member: console ? 'demo-admin' : 'demo-member' });
  }
  for (const s of MYPAGE_SECTIONS) {
    const key = `${s.area}/${s.path}`;
    rows.set(key, { key, member: sectionMember(s.patterns) });
  }
  return [...rows.values()];
}

/** The matrix row an address belongs to, or undefined for an address the portal does not have (its NotFound page). */
export function rowKey(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://portal');
  const entry = matchEntry(pathname);
  if (!entry || !isBuilt(entry)) return undefined;
  if (entry.name === 'MyPage' || entry.name === 'MyPage2') {
    const [, area, section] = pathname.split('/');
    return MYPAGE_SECTIONS.some((s) => s.area === area && s.path === section) ? `${area}/${section}` : undefined;
  }
  return entry.path;
}

/** Phones are narrower than 600 CSS pixels; the audit's own 320 px reflow check comes on top of either. */
export const widthOf = (px: number): Width => (px < 600 ? 'phone' : 'desktop');

export function combinationOf(record: AuditRecord): Combination {
  return `${record.loggedIn ? 'member' : 'visitor'}/${widthOf(record.width)}`;
}

export function readRecords(file: string): AuditRecord[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditRecord);
}

/**
 * Which combinations of each row the records cover, and an address seen for each row (its parameters filled) on the
 * portal at `origin` (each e2e worker has its own portal and database: another's rows are not in this one's).
 */
export function coverage(
  records: readonly AuditRecord[],
  origin?: string,
): {
  covered: Map<string, Set<Combination>>;
  seenAt: Map<string, string>;
} {
  const covered = new Map<string, Set<Combination>>();
  const seenAt = new Map<string, string>();
  for (const r of records) {
    const key = rowKey(r.url);
    if (key === undefined) continue;
    const set = covered.get(key) ?? new Set<Combination>();
    set.add(combinationOf(r));
    covered.set(key, set);
    const u = new URL(r.url);
    if (!seenAt.has(key) && (origin === undefined || u.origin === origin)) seenAt.set(key, u.pathname + u.search);
  }
  return { covered, seenAt };
}
