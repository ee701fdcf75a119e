/**
 * The one set of personal-data masks for lists and logs (architecture: "one shared function").
 * Every function accepts null/undefined and gives '' for them, so a list can mask whatever the row holds.
 */
import { digitsOnly, formatBrno, formatPhone } from './format.js';

const STAR = '*';

function stars(n: number): string {
  return STAR.repeat(Math.max(0, n));
}

/**
 * The name a withdrawn member's account keeps (the account is pseudonymised at withdrawal; what they wrote stays and
 * shows this name). It names no one, so it is never masked.
 */
export const WITHDRAWN_MEMBER_NAME = '탈퇴한 회원';

/**
 * Keeps the first and the last character and stars the rest: '홍길동' → '홍*동', '남궁민수' → '남**수'.
 * Two characters keep the first ('김철' → '김*'), one character is starred entirely. Spaces stay, so
 * 'Hong Gil' → 'H*** **l'.
 */
export function maskName(name: string | null | undefined): string {
  if (name === WITHDRAWN_MEMBER_NAME) return name;
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return STAR;
  if (chars.length === 2) return chars[0] + STAR;
  const last = chars.length - 1;
  return chars.map((c, i) => (i === 0 || i === last || /\s/.test(c) ? c : STAR)).join('');
}

/** A nickname that carries the writer's real name shows it masked too: the name never appears in full. */
export function maskedNick(row: { userNm: string; nickNm: string | null }): string | null {
  const name = row.userNm.trim();
  if (!row.nickNm || !name || !row.nickNm.includes(name)) return row.nickNm;
  return row.nickNm.split(name).join(maskName(name));
}

/**
 * Stars the middle group of a phone number and keeps its hyphens: '010-1234-5678' → '010-****-5678',
 * '02-123-4567' → '02-***-4567'. Digits without hyphens are formatted first. A two-group number
 * (1899-0000, or partial input) has its last group starred.
 */
export function maskPhone(phone: string | null | undefined): string {
  const groups = formatPhone(phone).split('-');
  if (groups.length === 1) return stars(groups[0]!.length);
  const target = groups.length >= 3 ? 1 : groups.length - 1;
  return groups.map((g, i) => (i === target ? stars(g.length) : g)).join('-');
}

/**
 * Keeps the first two characters of the local part and the whole domain: 'hong@onfan.kr' → 'ho**@onfan.kr'.
 * A two-character local part keeps one, a one-character part none. Without '@' it is masked like a login id.
 */
export function maskEmail(email: string | null | undefined): string {
  const s = (email ?? '').trim();
  const at = s.lastIndexOf('@');
  if (at < 0) return maskLoginId(s);
  const local = [...s.slice(0, at)];
  const keep = Math.min(2, Math.max(0, local.length - 1));
  return local.slice(0, keep).join('') + stars(local.length - keep) + s.slice(at);
}

/** Keeps the first half (rounded up, but never all) and stars the rest: 'demo-member' → 'demo-m*****'. */
export function maskLoginId(id: string | null | undefined): string {
  const chars = [...(id ?? '').trim()];
  if (chars.length === 0) return '';
  const keep = Math.min(Math.ceil(chars.length / 2), chars.length - 1);
  return chars.slice(0, keep).join('') + stars(chars.length - keep);
}

/** Shows a business number 3-2-5 with the last five digits starred: '1248100998' → '124-81-*****'. */
export function maskBrno(brno: string | null | undefined): string {
  const digits = digitsOnly(brno);
  if (digits.length === 0) return '';
  const groups = formatBrno(digits).split('-');
  if (groups.length < 3) return groups.map((g, i) => (i === 0 ? g : stars(g.length))).join('-');
  return groups.map((g, i) => (i === 2 ? stars(g.length) : g)).join('-');
}
