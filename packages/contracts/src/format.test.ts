import { describe, expect, it, vi } from 'vitest';
import {
  BRNO_LENGTH,
  digitsOnly,
  formatBrno,
  withParticle,
  formatBytes,
  formatNumber,
  formatWon,
  formatPhone,
  PHONE_MAX_LENGTH,
  stripDashes,
  textLength,
} from './format.js';

describe('textLength', () => {
  it('counts ASCII as 1 and everything above ASCII as 2', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('가나다')).toBe(6);
    expect(textLength('a가 1')).toBe(5);
    expect(textLength('~\x7f')).toBe(2);
    expect(textLength('é')).toBe(2);
    expect(textLength('ㅋ')).toBe(2);
  });

  it('counts a character outside the BMP once, as 2', () => {
    expect(textLength('😀')).toBe(2);
    expect(textLength('a😀b')).toBe(4);
  });

  it('is 0 for empty and missing text', () => {
    expect(textLength('')).toBe(0);
    expect(textLength(null)).toBe(0);
    expect(textLength(undefined)).toBe(0);
  });
});

describe('formatBytes', () => {
  it('uses 1024 units with one decimal, trailing zero dropped', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 + 102)).toBe('10.1 KB');
    expect(formatBytes(1024 ** 2)).toBe('1 MB');
    expect(formatBytes(2.25 * 1024 ** 2)).toBe('2.3 MB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatBytes(1024 ** 4)).toBe('1 TB');
    expect(formatBytes(5000 * 1024 ** 4)).toBe('5000 TB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatBytes(1024 ** 2 - 1)).toBe('1 MB');
    expect(formatBytes(1024 ** 3 - 1)).toBe('1 GB');
  });

  it('takes more decimals when asked', () => {
    expect(formatBytes(1234, 2)).toBe('1.21 KB');
    expect(formatBytes(1234, 0)).toBe('1 KB');
  });

  it('gives an empty string for sizes that are not sizes', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('stripDashes and digitsOnly', () => {
  it('stripDashes removes hyphens and dash look-alikes only', () => {
    expect(stripDashes('010-1234-5678')).toBe('01012345678');
    expect(stripDashes('010–1234—5678')).toBe('01012345678');
    expect(stripDashes('010－1234‐5678')).toBe('01012345678');
    expect(stripDashes('010 1234')).toBe('010 1234');
    expect(stripDashes('')).toBe('');
    expect(stripDashes(null)).toBe('');
  });

  it('digitsOnly keeps digits', () => {
    expect(digitsOnly('(02) 123-4567')).toBe('021234567');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly(undefined)).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats Seoul 02 numbers with their own prefix', () => {
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
  });

  it('formats mobile and regional numbers', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('03112345678')).toBe('031-1234-5678');
    expect(formatPhone('07012345678')).toBe('070-1234-5678');
    expect(formatPhone('0801234567')).toBe('080-123-4567');
  });

  it('formats 8-digit representative numbers 4-4 and 050X virtual numbers', () => {
    expect(formatPhone('18990000')).toBe('1899-0000');
    expect(formatPhone('15881234')).toBe('1588-1234');
    expect(formatPhone('05051234567')).toBe('0505-123-4567');
    expect(formatPhone('05071234567')).toBe('0507-123-4567');
  });

  it('re-formats input that already has hyphens, spaces or other marks', () => {
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhone('02)1234-5678')).toBe('02-1234-5678');
    expect(formatPhone('0101-234-5678')).toBe('010-1234-5678');
  });

  it('grows partial input the way it is typed', () => {
    expect(formatPhone('0')).toBe('0');
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('010123')).toBe('010-123');
    expect(formatPhone('0101234')).toBe('010-123-4');
    expect(formatPhone('010123456')).toBe('010-123-456');
    expect(formatPhone('0101234567')).toBe('010-123-4567');
    expect(formatPhone('02')).toBe('02');
    expect(formatPhone('0212')).toBe('02-12');
    expect(formatPhone('1899')).toBe('1899');
    expect(formatPhone('18990')).toBe('1899-0');
  });

  it('formats a local number without an area code', () => {
    expect(formatPhone('5551234')).toBe('555-1234');
  });

  it('never exceeds 13 characters', () => {
    expect(PHONE_MAX_LENGTH).toBe(13);
    expect(formatPhone('010123456789999')).toBe('010-1234-5678');
    for (const input of ['0101234567899', '02123456789012', '050512345678', '1899000000000']) {
      expect(formatPhone(input).length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    }
  });

  it('gives an empty string for empty or digit-free input', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('phone')).toBe('');
  });
});

describe('formatBrno', () => {
  it('shows 10 digits as 3-2-5', () => {
    expect(BRNO_LENGTH).toBe(10);
    expect(formatBrno('1248100998')).toBe('124-81-00998');
    expect(formatBrno('124-81-00998')).toBe('124-81-00998');
    expect(formatBrno('124 81 00998')).toBe('124-81-00998');
  });

  it('works on partial input and cuts at 10 digits', () => {
    expect(formatBrno('12')).toBe('12');
    expect(formatBrno('123')).toBe('123');
    expect(formatBrno('1234')).toBe('123-4');
    expect(formatBrno('12345')).toBe('123-45');
    expect(formatBrno('123456')).toBe('123-45-6');
    expect(formatBrno('124810099812')).toBe('124-81-00998');
    expect(formatBrno('')).toBe('');
    expect(formatBrno(null)).toBe('');
  });
});

describe('formatWon', () => {
  it('writes a price in won with separators, nothing for a missing one', () => {
    expect(formatWon(38000)).toBe('38,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(null)).toBe('');
  });
});

describe('formatNumber', () => {
  it('adds Korean thousands separators', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });

  it('gives an empty string for missing and non-finite numbers', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('withParticle', () => {
  it('chooses the particle by how the last sound is read', () => {
    expect(withParticle('라이브룸 A', '은/는')).toBe('라이브룸 A는');
    expect(withParticle('회의실 1', '은/는')).toBe('회의실 1은');
    expect(withParticle('회의실 2', '을/를')).toBe('회의실 2를');
    expect(withParticle('포토존 L', '이/가')).toBe('포토존 L이');
    expect(withParticle('1인 방송실', '은/는')).toBe('1인 방송실은');
    expect(withParticle('스튜디오', '을/를')).toBe('스튜디오를');
    expect(withParticle('143221', '을/를')).toBe('143221을');
  });
});

describe('the number format', () => {
  it('writes what Intl.NumberFormat("ko-KR") writes, without making an Intl object (that loads the locale data)', () => {
    const values: (number | bigint)[] = [0, 7, 89, 999, 1000, 65536, 1234567, -1000, -987654321, 15000, 2 ** 53];
    values.push(1e21, 1e23, -1.2345e25, 2 ** 70, 123456789012345680000, Number.MAX_VALUE, -Number.MAX_SAFE_INTEGER);
    values.push(123456789012345678901234567890n, -42n, 0.5, 1234.5, 12.34, -0.25, 3.14159, 99999.999, 1.2e-7);
    // 200 integers of every length up to 16 digits, from a fixed sequence (the same on every run).
    let seed = 20261128;
    for (let i = 0; i < 200; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      values.push(Math.floor((seed / 2 ** 31) * 10 ** (i % 17)) * (i % 3 === 0 ? -1 : 1) || 0);
    }
    const intl = new Intl.NumberFormat('ko-KR');
    const expected = values.map((n) => intl.format(n));
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(values.map((n) => formatNumber(n))).toEqual(expected);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('writes a negative zero as 0', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.0001)).toBe('0');
  });
});
