import { describe, expect, it } from 'vitest';
import { WITHDRAWN_MEMBER_NAME, maskBrno, maskEmail, maskLoginId, maskName, maskPhone, maskedNick } from './mask.js';

describe('maskName', () => {
  it('keeps the first and last syllable of Korean names', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('김철')).toBe('김*');
    expect(maskName('홍')).toBe('*');
  });

  it('shows a withdrawn member as 탈퇴한 회원, unmasked (the name names no one)', () => {
    expect(maskName(WITHDRAWN_MEMBER_NAME)).toBe('탈퇴한 회원');
  });

  it('keeps spaces and the outer letters of Latin names', () => {
    expect(maskName('Hong Gil')).toBe('H*** **l');
    expect(maskName('Al')).toBe('A*');
    expect(maskName('  홍길동  ')).toBe('홍*동');
  });

  it('counts characters outside the BMP as one', () => {
    expect(maskName('😀ab')).toBe('😀*b');
  });

  it('gives an empty string for nothing', () => {
    expect(maskName('')).toBe('');
    expect(maskName('   ')).toBe('');
    expect(maskName(null)).toBe('');
    expect(maskName(undefined)).toBe('');
  });
});

describe('maskPhone', () => {
  it('stars the middle group', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('011-123-4567')).toBe('011-***-4567');
    expect(maskPhone('02-123-4567')).toBe('02-***-4567');
    expect(maskPhone('02-1234-5678')).toBe('02-****-5678');
    expect(maskPhone('0505-123-4567')).toBe('0505-***-4567');
  });

  it('formats bare digits first', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('0212345678')).toBe('02-****-5678');
  });

  it('stars the last group of a two-group number and a lone group entirely', () => {
    expect(maskPhone('1899-0000')).toBe('1899-****');
    expect(maskPhone('010')).toBe('***');
  });

  it('gives an empty string for nothing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('maskEmail', () => {
  it('keeps two characters of the local part and the domain', () => {
    expect(maskEmail('hong@onfan.kr')).toBe('ho**@onfan.kr');
    expect(maskEmail('gildong.hong@example.co.kr')).toBe('gi**********@example.co.kr');
    expect(maskEmail('abc@x.kr')).toBe('ab*@x.kr');
  });

  it('keeps less of a very short local part', () => {
    expect(maskEmail('ab@x.kr')).toBe('a*@x.kr');
    expect(maskEmail('a@x.kr')).toBe('*@x.kr');
  });

  it('splits at the last @ and masks text without @ like a login id', () => {
    expect(maskEmail('"a@b"@x.kr')).toBe('"a***@x.kr');
    expect(maskEmail('hongemail')).toBe('honge****');
  });

  it('gives an empty string for nothing', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail(undefined)).toBe('');
  });
});

describe('maskLoginId', () => {
  it('keeps the first half and stars the rest', () => {
    expect(maskLoginId('demo-member')).toBe('demo-m*****');
    expect(maskLoginId('abcdef')).toBe('abc***');
    expect(maskLoginId('abcde')).toBe('abc**');
  });

  it('always stars at least one character', () => {
    expect(maskLoginId('ab')).toBe('a*');
    expect(maskLoginId('a')).toBe('*');
  });

  it('gives an empty string for nothing', () => {
    expect(maskLoginId('')).toBe('');
    expect(maskLoginId(null)).toBe('');
  });
});

describe('maskBrno', () => {
  it('shows 3-2-5 with the last five digits starred', () => {
    expect(maskBrno('1248100998')).toBe('124-81-*****');
    expect(maskBrno('124-81-00998')).toBe('124-81-*****');
  });

  it('masks a partial number too', () => {
    expect(maskBrno('12481')).toBe('124-**');
    expect(maskBrno('1248')).toBe('124-*');
    expect(maskBrno('1248100')).toBe('124-81-**');
  });

  it('gives an empty string for nothing', () => {
    expect(maskBrno('')).toBe('');
    expect(maskBrno('abc')).toBe('');
    expect(maskBrno(null)).toBe('');
  });
});

describe('maskedNick', () => {
  it('masks the real name wherever the nickname carries it, and leaves other nicknames alone', () => {
    expect(maskedNick({ userNm: '홍길동', nickNm: '홍길동네 빵집' })).toBe('홍*동네 빵집');
    expect(maskedNick({ userNm: '홍길동', nickNm: '빵집 홍길동 홍길동' })).toBe('빵집 홍*동 홍*동');
    expect(maskedNick({ userNm: '홍길동', nickNm: '동네 빵집' })).toBe('동네 빵집');
    expect(maskedNick({ userNm: ' ', nickNm: '동네 빵집' })).toBe('동네 빵집');
    expect(maskedNick({ userNm: '홍길동', nickNm: null })).toBeNull();
  });
});
