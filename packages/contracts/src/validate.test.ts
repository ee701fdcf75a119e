import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  brnoProblem,
  brnoSchema,
  calendarYmdSchema,
  checkRequired,
  emailSchema,
  FORM_CHECK_TITLE,
  isEmail,
  isLoginId,
  isMobilePhone,
  isPassword,
  isPhone,
  isResidentLike,
  isValidBrno,
  isYmd,
  loginIdSchema,
  mobilePhoneSchema,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_RULE_MESSAGE_HTML,
  passwordSchema,
  phoneSchema,
  residentLikeSchema,
  searchTermSchema,
  VALIDATION_MESSAGES,
} from './validate.js';

/** The messages a schema reports for a value ([] when it passes). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('spec messages', () => {
  it('are verbatim', () => {
    expect(VALIDATION_MESSAGES.searchTermRequired).toBe('검색어를 입력해주세요.');
    expect(VALIDATION_MESSAGES.termsAgreementRequired).toBe('약관 동의를 체크해주세요.');
    expect(VALIDATION_MESSAGES.emailFormat).toBe('이메일 형식이 맞지 않습니다.');
    expect(VALIDATION_MESSAGES.passwordMismatch).toBe('비밀번호가 일치하지 않습니다.');
    expect(VALIDATION_MESSAGES.mobileRequired).toBe('휴대폰번호를 입력해주세요.');
    expect(VALIDATION_MESSAGES.currentPasswordRequired).toBe('현재 비밀번호를 입력해주세요.');
    expect(VALIDATION_MESSAGES.currentPasswordWrong).toBe('현재 비밀번호가 틀렸습니다. 다시 확인해주세요.');
    expect(VALIDATION_MESSAGES.passwordRequired).toBe('비밀번호를 입력해주세요.');
    expect(VALIDATION_MESSAGES.contentRequired).toBe('내용을 입력해주세요.');
    expect(VALIDATION_MESSAGES.captchaRequired).toBe('자동 방지 버튼을 체크해주시기 바랍니다.');
    expect(PASSWORD_RULE_MESSAGE_HTML).toBe('비밀번호는 영문, 숫자, 특수문자 포함<br>9-20자리로 입력해주세요.');
    expect(PASSWORD_RULE_MESSAGE).toBe('비밀번호는 영문, 숫자, 특수문자 포함 9-20자리로 입력해주세요.');
    expect(VALIDATION_MESSAGES.passwordRuleHtml).toBe(PASSWORD_RULE_MESSAGE_HTML);
    expect(VALIDATION_MESSAGES.passwordRule).toBe(PASSWORD_RULE_MESSAGE);
    expect(FORM_CHECK_TITLE).toBe('입력정보를 확인하세요');
    expect(VALIDATION_MESSAGES.formCheckTitle).toBe(FORM_CHECK_TITLE);
  });

  it('the portal-wide ones read as intended', () => {
    expect(VALIDATION_MESSAGES.loginIdRule).toBe('아이디는 영문 소문자, 숫자, _, - 조합 5-20자로 입력해주세요.');
    expect(VALIDATION_MESSAGES.brnoLength).toBe('사업자등록번호 10자리를 정확히 입력해주세요.');
  });

  it('are all distinct Korean sentences', () => {
    const values = Object.entries(VALIDATION_MESSAGES)
      .filter(([key]) => key !== 'formCheckTitle' && key !== 'passwordRuleHtml')
      .map(([, v]) => v);
    expect(new Set(values).size).toBe(values.length);
    for (const v of values) expect(v).toMatch(/[가-힣]/);
  });
});

describe('brnoProblem: what is wrong with a business number as typed', () => {
  it('tells a number that is not 10 digits from one whose last digit is not its check digit', () => {
    expect(brnoProblem('123-45-67891')).toBeNull();
    expect(brnoProblem('1234567891')).toBeNull();
    expect(brnoProblem('123-45-67890')).toBe('checkDigit');
    expect(brnoProblem('123-45-6789')).toBe('length');
    expect(brnoProblem('123-45-6789a')).toBe('length');
    expect(brnoProblem('')).toBe('length');
  });
});

describe('isValidBrno and brnoSchema', () => {
  // Published numbers of well-known companies.
  const valid = ['1248100998', '2208162517', '1208147521'];

  it('accepts 10 digits with a correct check digit', () => {
    for (const n of valid) expect(isValidBrno(n)).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidBrno('1248100997')).toBe(false);
    expect(isValidBrno('1248100999')).toBe(false);
    expect(isValidBrno('1234567890')).toBe(false);
  });

  it('uses floor(d9 × 5 / 10) in the sum', () => {
    // 000000001X: sum = 1×5 + floor(5/10) = 5 → check 5; 000000009X: 45 + 4 = 49 → check 1.
    expect(isValidBrno('0000000015')).toBe(true);
    expect(isValidBrno('0000000091')).toBe(true);
    expect(isValidBrno('0000000095')).toBe(false);
  });

  it('rejects anything but exactly 10 digits', () => {
    expect(isValidBrno('124-81-00998')).toBe(false);
    expect(isValidBrno('124810099')).toBe(false);
    expect(isValidBrno('12481009981')).toBe(false);
    expect(isValidBrno('12481009a8')).toBe(false);
    expect(isValidBrno(' 1248100998')).toBe(false);
    expect(isValidBrno('')).toBe(false);
    expect(isValidBrno(null)).toBe(false);
  });

  it('brnoSchema reports one message per problem', () => {
    expect(messagesOf(brnoSchema, '1248100998')).toEqual([]);
    expect(brnoSchema.parse(' 1248100998 ')).toBe('1248100998');
    expect(messagesOf(brnoSchema, '')).toEqual(['사업자등록번호를 입력해주세요.']);
    expect(messagesOf(brnoSchema, '12481')).toEqual(['사업자등록번호 10자리를 정확히 입력해주세요.']);
    // One rule everywhere: the hyphenated form is accepted and normalised to the 10 digits.
    expect(messagesOf(brnoSchema, '124-81-00998')).toEqual([]);
    expect(brnoSchema.parse('124-81-00998')).toBe('1248100998');
    expect(messagesOf(brnoSchema, '124-81-0099')).toEqual(['사업자등록번호 10자리를 정확히 입력해주세요.']);
    expect(messagesOf(brnoSchema, '1248100997')).toEqual([VALIDATION_MESSAGES.brnoChecksum]);
    expect(messagesOf(brnoSchema, 1248100998)).toHaveLength(1);
  });
});

describe('isEmail and emailSchema', () => {
  it('accepts local@domain with a top-level domain of 2+ letters', () => {
    for (const e of ['hong@onfan.kr', 'a.b-c_d+tag@mail.example.co.kr', 'x@sub.domain.museum', 'UPPER@EXAMPLE.COM']) {
      expect(isEmail(e), e).toBe(true);
    }
  });

  it('accepts an IP literal and a quoted local part', () => {
    expect(isEmail('user@[192.168.0.1]')).toBe(true);
    expect(isEmail('user@[255.255.255.255]')).toBe(true);
    expect(isEmail('"hong gil"@onfan.kr')).toBe(true);
  });

  it('rejects the rest', () => {
    for (const e of [
      '',
      'hong',
      'hong@',
      '@onfan.kr',
      'hong@onfan',
      'hong@onfan.k',
      'hong@onfan.k2',
      'hong@onfan..kr',
      'hong@-onfan.kr',
      'hong@onfan-.kr',
      'ho ng@onfan.kr',
      'hong..gd@onfan.kr',
      '.hong@onfan.kr',
      'hong.@onfan.kr',
      'hong@onfan.kr.',
      'user@[256.1.1.1]',
      'user@[1.2.3]',
      'user@192.168.0.1',
      'hong@한국.kr',
      `${'a'.repeat(65)}@onfan.kr`,
      `a@${'b'.repeat(250)}.kr`,
    ]) {
      expect(isEmail(e), e).toBe(false);
    }
    expect(isEmail(null)).toBe(false);
  });

  it('emailSchema: required, then format', () => {
    expect(messagesOf(emailSchema, 'hong@onfan.kr')).toEqual([]);
    expect(emailSchema.parse('  hong@onfan.kr ')).toBe('hong@onfan.kr');
    expect(messagesOf(emailSchema, '')).toEqual(['이메일을 입력해주세요.']);
    expect(messagesOf(emailSchema, '   ')).toEqual(['이메일을 입력해주세요.']);
    expect(messagesOf(emailSchema, 'hong@onfan')).toEqual(['이메일 형식이 맞지 않습니다.']);
  });
});

describe('isPassword and passwordSchema', () => {
  it('accepts 9-20 characters with a letter, a digit and a special character', () => {
    expect(isPassword('abcdefg1!')).toBe(true);
    expect(isPassword('A1!aaaaaaaaaaaaaaaaa')).toBe(true); // 20
    expect(isPassword('Passw0rd~')).toBe(true);
    expect(isPassword('1234567a_')).toBe(true);
  });

  it('enforces the length bounds', () => {
    expect(isPassword('abcdef1!')).toBe(false); // 8
    expect(isPassword('A1!aaaaaaaaaaaaaaaaaa')).toBe(false); // 21
  });

  it('requires each kind of character', () => {
    expect(isPassword('abcdefghi!')).toBe(false);
    expect(isPassword('123456789!')).toBe(false);
    expect(isPassword('abcdefgh12')).toBe(false);
  });

  it('rejects spaces and characters outside printable ASCII', () => {
    expect(isPassword('abcd 123!x')).toBe(false);
    expect(isPassword('비밀번호abc123!')).toBe(false);
    expect(isPassword(null)).toBe(false);
  });

  it('passwordSchema: required, then the rule in plain text', () => {
    expect(messagesOf(passwordSchema, 'abcdefg1!')).toEqual([]);
    expect(messagesOf(passwordSchema, '')).toEqual(['비밀번호를 입력해주세요.']);
    expect(messagesOf(passwordSchema, 'short1!')).toEqual([PASSWORD_RULE_MESSAGE]);
  });
});

describe('isLoginId and loginIdSchema', () => {
  it('accepts 5-20 lowercase letters, digits, _ and -', () => {
    for (const id of ['demo-member', 'abcde', 'a_b-c', '12345', 'a'.repeat(20)]) expect(isLoginId(id), id).toBe(true);
  });

  it('rejects other characters and lengths', () => {
    for (const id of ['abcd', 'a'.repeat(21), 'Demo1', 'demo.member', 'demo member', '홍길동abc', '']) {
      expect(isLoginId(id), id).toBe(false);
    }
    expect(isLoginId(undefined)).toBe(false);
  });

  it('loginIdSchema: required, then the rule', () => {
    expect(messagesOf(loginIdSchema, 'demo-member')).toEqual([]);
    expect(messagesOf(loginIdSchema, '')).toEqual(['아이디를 입력해주세요.']);
    expect(messagesOf(loginIdSchema, 'ab')).toEqual(['아이디는 영문 소문자, 숫자, _, - 조합 5-20자로 입력해주세요.']);
  });
});

describe('isResidentLike', () => {
  it('is 6 digits, a hyphen and 7 digits', () => {
    expect(isResidentLike('900101-1234567')).toBe(true);
    expect(isResidentLike('9001011234567')).toBe(false);
    expect(isResidentLike('900101-123456')).toBe(false);
    expect(isResidentLike('90010-11234567')).toBe(false);
    expect(isResidentLike('900101-12345678')).toBe(false);
    expect(isResidentLike('90a101-1234567')).toBe(false);
    expect(isResidentLike(null)).toBe(false);
    expect(messagesOf(residentLikeSchema, '900101-1234567')).toEqual([]);
    expect(messagesOf(residentLikeSchema, '9001011234567')).toEqual([VALIDATION_MESSAGES.residentFormat]);
  });
});

describe('isPhone and isMobilePhone', () => {
  it('accepts Korean numbers with or without hyphens', () => {
    for (const p of [
      '02-123-4567',
      '0212345678',
      '010-1234-5678',
      '01012345678',
      '011-123-4567',
      '031-123-4567',
      '064-1234-5678',
      '070-1234-5678',
      '080-123-4567',
      '0505-123-4567',
      '010 1234 5678',
    ]) {
      expect(isPhone(p), p).toBe(true);
    }
  });

  it('rejects wrong prefixes, wrong lengths and stray characters', () => {
    for (const p of [
      '',
      '1899-0000', // 8 digits
      '02-12-345', // 7 digits
      '02-12345-6789', // 11 digits behind 02
      '010-1234-56789',
      '012-1234-5678',
      '035-123-4567',
      '060-123-4567',
      '0509-123-4567',
      '0505-1234-5678',
      '123-456-7890',
      '010-1234-567a',
      '010.1234.5678',
      ' 010 - 1234 - 5678', // longer than 13 characters
    ]) {
      expect(isPhone(p), p).toBe(false);
    }
    expect(isPhone(null)).toBe(false);
  });

  it('isMobilePhone accepts mobile prefixes only', () => {
    expect(isMobilePhone('010-1234-5678')).toBe(true);
    expect(isMobilePhone('01612345678')).toBe(true);
    expect(isMobilePhone('011-123-4567')).toBe(true);
    expect(isMobilePhone('010-123-4567')).toBe(false);
    expect(isMobilePhone('02-1234-5678')).toBe(false);
    expect(isMobilePhone('070-1234-5678')).toBe(false);
    expect(isMobilePhone('012-1234-5678')).toBe(false);
  });

  it('the schemas say required first, then format', () => {
    expect(messagesOf(mobilePhoneSchema, '010-1234-5678')).toEqual([]);
    expect(messagesOf(mobilePhoneSchema, '')).toEqual(['휴대폰번호를 입력해주세요.']);
    expect(messagesOf(mobilePhoneSchema, '02-1234-5678')).toEqual(['휴대폰번호 형식이 맞지 않습니다.']);
    expect(messagesOf(phoneSchema, '02-1234-5678')).toEqual([]);
    expect(messagesOf(phoneSchema, '')).toEqual(['전화번호를 입력해주세요.']);
    expect(messagesOf(phoneSchema, '12345')).toEqual(['전화번호 형식이 맞지 않습니다.']);
  });
});

describe('isYmd and calendarYmdSchema', () => {
  it('accepts real calendar days only', () => {
    expect(isYmd('20240229')).toBe(true);
    expect(isYmd('20240826')).toBe(true);
    expect(isYmd('20230229')).toBe(false);
    expect(isYmd('20241301')).toBe(false);
    expect(isYmd('20240431')).toBe(false);
    expect(isYmd('2024-08-26')).toBe(false);
    expect(isYmd('')).toBe(false);
    expect(isYmd(null)).toBe(false);
    expect(messagesOf(calendarYmdSchema, '20240826')).toEqual([]);
    expect(messagesOf(calendarYmdSchema, '20240230')).toEqual(['올바른 날짜를 입력해주세요.']);
  });
});

describe('searchTermSchema', () => {
  it('requires a non-blank term and trims it', () => {
    expect(searchTermSchema.parse('  온판 ')).toBe('온판');
    expect(messagesOf(searchTermSchema, '')).toEqual(['검색어를 입력해주세요.']);
    expect(messagesOf(searchTermSchema, '   ')).toEqual(['검색어를 입력해주세요.']);
  });
});

describe('checkRequired', () => {
  interface Form {
    name: string;
    nick: string;
    count: number | null;
    score?: number;
    agree: boolean;
    email: string | null;
  }
  const complete: Form = { name: '홍길동', nick: '길동', count: 0, score: 0, agree: true, email: 'a@b.kr' };

  it('returns nothing when every required field is given', () => {
    expect(
      checkRequired(complete, [
        { field: 'name', label: '이름' },
        { field: 'count', label: '인원', kind: 'number' },
        { field: 'agree', message: '약관 동의를 체크해주세요.' },
      ]),
    ).toEqual([]);
  });

  it('treats number fields as missing only when null or undefined', () => {
    const rules = [
      { field: 'count', label: '인원', kind: 'number' },
      { field: 'score', label: '별점', kind: 'number' },
    ] as const;
    expect(checkRequired({ ...complete, count: 0, score: 0 }, rules)).toEqual([]);
    expect(checkRequired({ ...complete, count: null, score: undefined }, rules)).toEqual([
      '인원을 입력해주세요.',
      '별점을 입력해주세요.',
    ]);
  });

  it('treats other fields as missing when falsy', () => {
    const rules = [
      { field: 'name', label: '이름' },
      { field: 'nick', label: '닉네임', kind: 'text' },
      { field: 'count', label: '인원' },
      { field: 'agree', message: '약관 동의를 체크해주세요.' },
      { field: 'email', label: '이메일' },
    ] as const;
    expect(checkRequired({ name: '', nick: '', count: 0, agree: false, email: null }, rules)).toEqual([
      '이름을 입력해주세요.',
      '닉네임을 입력해주세요.',
      '인원을 입력해주세요.',
      '약관 동의를 체크해주세요.',
      '이메일을 입력해주세요.',
    ]);
  });

  it('picks 을 or 를 from the label and prefers an explicit message', () => {
    expect(
      checkRequired({ a: '', b: '', c: '' }, [
        { field: 'a', label: '휴대폰번호' },
        { field: 'b', label: '업체명' },
        { field: 'c', label: '무시됨', message: '카테고리를 선택해주세요.' },
      ]),
    ).toEqual(['휴대폰번호를 입력해주세요.', '업체명을 입력해주세요.', '카테고리를 선택해주세요.']);
  });

  it('keeps rule order and ignores fields without a rule', () => {
    expect(
      checkRequired({ a: '', b: '', c: '' }, [
        { field: 'c', message: 'C' },
        { field: 'a', message: 'A' },
      ]),
    ).toEqual(['C', 'A']);
  });
});

describe('ids and amounts stay inside their 32-bit columns (found by the fuzzer on PostgreSQL)', () => {
  it('refuses a store, programme or amount past 2,147,483,647 instead of reaching the database', async () => {
    const { productQuerySchema } = await import('./sodam.js');
    const { inquiryBodySchema } = await import('./econ-promotion.js');
    const { mssImportHistorySchema } = await import('./support.js');
    expect(productQuerySchema.parse({ storeId: '2147483648' }).storeId).toBeUndefined();
    expect(productQuerySchema.parse({ storeId: '12' }).storeId).toBe(12);
    expect(inquiryBodySchema.shape.prgmId.safeParse(2147483648).success).toBe(false);
    expect(inquiryBodySchema.shape.prgmId.safeParse(7).success).toBe(true);
    const history = { brno: '1234567890', bizNm: '지원', sprtYmd: '20250510', sttsNm: '지원완료' };
    expect(mssImportHistorySchema.safeParse({ ...history, sprtAmt: 3_000_000 }).success).toBe(true);
    expect(mssImportHistorySchema.safeParse({ ...history, sprtAmt: 2_147_483_648 }).success).toBe(false);
  });
});
