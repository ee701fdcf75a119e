/** Display formatting shared by the server and the browser: text length, sizes, phones, business numbers, numbers. */
import { josa } from 'es-hangul';

/** Longest phone number with hyphens (spec sections 5 and 9). */
export const PHONE_MAX_LENGTH = 13;
/** A phone that fits in 13 characters with two hyphens has at most 11 digits. */
const PHONE_MAX_DIGITS = PHONE_MAX_LENGTH - 2;
/** Business registration numbers have 10 digits (spec section 9). */
export const BRNO_LENGTH = 10;

/** Number of characters as a reader counts them (code points, so an emoji is one). */
export const charCount = (s: string): number => [...s].length;

/** Length where every character above ASCII counts 2 (spec section 9). Counts code points, so an emoji counts 2. */
export function textLength(s: string | null | undefined): number {
  if (!s) return 0;
  let n = 0;
  for (const ch of s) n += ch.codePointAt(0)! > 0x7f ? 2 : 1;
  return n;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * File sizes in 1024 units (spec section 9): 512 → '512 B', 1536 → '1.5 KB', 1048576 → '1 MB'.
 * `decimals` digits at most, trailing zeros dropped. A negative or non-finite size gives ''.
 */
export function formatBytes(bytes: number, decimals = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let rounded = Number(value.toFixed(unit === 0 ? 0 : decimals));
  // 1023.96 KB rounds to 1024.0 KB: show it as 1 MB instead.
  if (rounded >= 1024 && unit < BYTE_UNITS.length - 1) {
    unit += 1;
    rounded = Number((value / 1024).toFixed(decimals));
  }
  return `${rounded} ${BYTE_UNITS[unit]}`;
}

const DASHES = /[-\u2010-\u2015\u2212\uFE63\uFF0D]/g;

/** Removes hyphens (and the Unicode dash look-alikes people paste), nothing else. */
export function stripDashes(s: string | null | undefined): string {
  return s ? s.replace(DASHES, '') : '';
}

/** Keeps the digits only. */
export function digitsOnly(s: string | null | undefined): string {
  return s ? s.replace(/\D/g, '') : '';
}

function phonePrefixLength(digits: string): number {
  if (digits.startsWith('02')) return 2; // Seoul
  if (/^050\d/.test(digits)) return 4; // 0502-0508 personal virtual numbers
  if (digits.startsWith('0')) return 3; // 010, 011, 031, 070, 080 ...
  if (digits.startsWith('1')) return 4; // 1588-0000, 1899-0000 nationwide representative numbers
  return 0;
}

/**
 * Re-formats a phone number with hyphens, as typed or as stored: 02-123-4567, 02-1234-5678, 010-1234-5678,
 * 011-123-4567, 031-123-4567, 0505-123-4567, 1899-0000. Non-digits are dropped and the result never exceeds
 * 13 characters (spec section 5). Partial input grows the way people type it: 010 → 010-123 → 010-123-4567 →
 * 010-1234-5678.
 */
export function formatPhone(s: string | null | undefined): string {
  const digits = digitsOnly(s).slice(0, PHONE_MAX_DIGITS);
  const prefixLength = phonePrefixLength(digits);
  if (digits.length <= prefixLength) return digits;
  const prefix = digits.slice(0, prefixLength);
  const rest = digits.slice(prefixLength);
  // Representative numbers are 4-4; the others keep the last group for the last four digits once the middle is full.
  const twoGroupMax = digits.startsWith('1') ? 4 : 3;
  let groups: string[];
  if (rest.length <= twoGroupMax) groups = [prefix, rest];
  else if (rest.length <= 7) groups = [prefix, rest.slice(0, 3), rest.slice(3)];
  else groups = [prefix, rest.slice(0, -4), rest.slice(-4)];
  return groups.filter((g) => g !== '').join('-');
}

/** Business registration number shown 3-2-5 (spec section 3): '1248100998' → '124-81-00998'. Works on partial input. */
export function formatBrno(s: string | null | undefined): string {
  const d = digitsOnly(s).slice(0, BRNO_LENGTH);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5)].filter((g) => g !== '').join('-');
}

/** '1234567' → '1,234,567': commas between groups of three digits, counted from the right. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An integer's digits as a number holds them, the shortest that read back the same, as Intl writes them: 1e23 →
 * '100000000000000000000000' (BigInt would spell out the binary value, '99999999999999991611392').
 */
function integerDigits(n: number): string {
  const [mantissa = '0', exponent] = String(n).split('e+');
  if (exponent === undefined) return mantissa;
  const [whole = '', fraction = ''] = mantissa.split('.');
  return whole + fraction.padEnd(Number(exponent), '0');
}

/**
 * Thousands separators as Korean readers expect: 1234567 → '1,234,567', 1234.5 → '1,234.5' (at most three decimals,
 * as `Intl.NumberFormat('ko-KR')` writes them). Null, undefined, NaN and ±Infinity give ''.
 *
 * Written without `Intl`: the first Intl object a page makes loads the browser's locale data, 25–60 ms in one task on
 * this machine's Chromium (four times that on Lighthouse's phone), and a list page would pay it for its first count.
 */
export function formatNumber(n: number | bigint | null | undefined): string {
  if (n === null || n === undefined) return '';
  if (typeof n === 'number' && !Number.isFinite(n)) return '';
  const text =
    typeof n === 'bigint' ? n.toString() : Number.isInteger(n) ? integerDigits(n) : n.toFixed(3).replace(/\.?0+$/, '');
  const negative = text.startsWith('-') && text !== '-0';
  const [whole = '0', fraction] = text.replace(/^-/, '').split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A price in won: 38000 → '38,000원'. */
export function formatWon(n: number | null | undefined): string {
  const s = formatNumber(n);
  return s ? `${s}원` : '';
}

/** How a trailing digit or Latin letter is read aloud, for choosing a particle ('회의실 1은', '포토존 A는'). */
const DIGIT_READING = '영 일 이 삼 사 오 육 칠 팔 구'.split(' ');
const LETTER_READING =
  '에이 비 씨 디 이 에프 지 에이치 아이 제이 케이 엘 엠 엔 오 피 큐 알 에스 티 유 브이 더블유 엑스 와이 지'.split(' ');

/**
 * The word with the particle its last sound takes — '라이브룸 A는', '회의실 1은', '스튜디오를' — never '은(는)'.
 * es-hangul decides for Hangul; a trailing digit or Latin letter is decided by how it is read.
 */
export function withParticle(word: string, pair: Parameters<typeof josa>[1]): string {
  const last = word.trim().slice(-1).toLowerCase();
  const reading = /\d/.test(last)
    ? DIGIT_READING[Number(last)]
    : /[a-z]/.test(last)
      ? LETTER_READING[last.charCodeAt(0) - 97]
      : undefined;
  if (reading === undefined) return josa(word, pair);
  return word + josa.pick(reading, pair);
}

/** A length of time in minutes as a person says it: 65 → '1시간 5분', 45 → '45분', 120 → '2시간'. */
export function formatMinutes(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return [h ? `${h}시간` : '', m ? `${m}분` : ''].filter(Boolean).join(' ') || '0분';
}
