import { describe, expect, it } from 'vitest';
import { authCertificateEndpoints } from './auth-certificate.js';
import { authCreatorEndpoints, creatorBodySchema } from './auth-creator.js';
import { authIdentityEndpoints, identityCodeResultSchema } from './auth-identity.js';
import { authSsoEndpoints } from './auth-sso.js';
import {
  authEndpoints,
  brnoSchema,
  formatAnyPhone,
  formatMobile,
  isWrongPasswordMessage,
  mobileSchema,
  outboxQuerySchema,
  profileBodySchema,
  REGION_CODES,
  REGION_NAMES,
  REGIONS,
  regionOptions,
  restrictionMessage,
  signupBodySchema,
  wrongPasswordMessage,
} from './auth.js';
import { brnoSchema as validateBrnoSchema } from './validate.js';

describe('auth contracts', () => {
  it('reformats mobile numbers with hyphens and refuses others', () => {
    expect(formatMobile('01012345678')).toBe('010-1234-5678');
    expect(formatMobile('011-123-4567')).toBe('011-123-4567');
    expect(formatMobile('02-123-4567')).toBeNull();
    expect(mobileSchema.parse(' 010 1234 5678 ')).toBe('010-1234-5678');
    expect(mobileSchema.safeParse('010-1234-56789').success).toBe(false);
  });

  it('handles 02 separately for landlines', () => {
    expect(formatAnyPhone('0212345678')).toBe('02-1234-5678');
    expect(formatAnyPhone('021234567')).toBe('02-123-4567');
    expect(formatAnyPhone('0311234567')).toBe('031-123-4567');
    expect(formatAnyPhone('12345')).toBeNull();
  });

  it('strips hyphens from business numbers and checks the check digit', () => {
    expect(brnoSchema.parse('120-81-47521')).toBe('1208147521');
    const bad = brnoSchema.safeParse('1208147522');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('유효하지 않은 사업자등록번호입니다. 다시 확인해주세요.');
    expect(brnoSchema.safeParse('12081475').error?.issues.map((i) => i.message)).toEqual([
      '사업자등록번호 10자리를 정확히 입력해주세요.',
    ]);
  });

  it('ignores unknown sign-up fields and requires the consents', () => {
    const body = {
      joinType: 'general',
      lgnId: 'new-member',
      userPasswd: 'Passw0rd!x',
      userNm: '홍길동',
      userEmail: 'hong@example.kr',
      mblNo: '01012345678',
      termsAgreYn: 'Y',
      prvcAgreYn: 'Y',
      userPattnCd: '100',
    };
    const parsed = signupBodySchema.parse(body);
    expect(parsed).not.toHaveProperty('userPattnCd');
    expect(parsed.mktAgreYn).toBe('N');
    expect(signupBodySchema.safeParse({ ...body, prvcAgreYn: 'N' }).error?.issues[0]?.message).toBe(
      '개인정보 수집 및 이용에 동의해주세요.',
    );
  });

  it('strips dashes from creator phones', () => {
    const parsed = creatorBodySchema.parse({
      ctrNm: '가',
      ctrActvtNm: '나',
      ytbChnlUrl: 'https://youtube.com/@x',
      ytbChnlNm: '다',
      ytbChnlCtgrTypCd: 'FOOD',
      mblNo: '010-1234-5678',
      telNo: '02-123-4567',
      ctrEmail: 'a@b.kr',
      gndrCd: 'W',
    });
    expect(parsed.mblNo).toBe('01012345678');
    expect(parsed.telNo).toBe('021234567');
  });

  it('leaves absent profile fields absent and keeps empty ones as clears', () => {
    expect(profileBodySchema.parse({ nickNm: '' })).toEqual({ nickNm: '' });
    expect(profileBodySchema.parse({ prtlBrno: '120-81-47521' }).prtlBrno).toBe('1208147521');
  });

  it('has the 17 시·도 once, by their codes, and takes a code or a clear for the 활동 지역', () => {
    expect(REGIONS).toHaveLength(17);
    expect(new Set(REGION_CODES).size).toBe(17);
    expect([...REGION_CODES]).toEqual([...REGION_CODES].sort());
    expect(REGION_NAMES['11']).toBe('서울특별시');
    expect(REGION_NAMES['52']).toBe('전북특별자치도');
    const options = regionOptions('전체');
    expect(options[0]).toEqual({ value: '', label: '전체' });
    expect(options.slice(1)).toEqual(REGIONS.map(([value, label]) => ({ value, label })));
    expect(profileBodySchema.parse({ rgnCd: '51' })).toEqual({ rgnCd: '51' });
    expect(profileBodySchema.parse({ rgnCd: '' })).toEqual({ rgnCd: '' });
    expect(profileBodySchema.parse({})).toEqual({});
    for (const rgnCd of ['42', '45', '99', '서울특별시', 11]) {
      expect(profileBodySchema.safeParse({ rgnCd }).error?.issues).toEqual([
        expect.objectContaining({ path: ['rgnCd'], message: '활동 지역을 목록에서 골라 주세요.' }),
      ]);
    }
  });

  it('words restrictions', () => {
    expect(restrictionMessage('PERM_SUSPENSION', null, null)).toBe(
      '이용이 영구 정지된 계정입니다. 고객센터에 문의해주세요.',
    );
    expect(restrictionMessage('TEMP_SUSPENSION', '욕설', '2026.07.01')).toBe(
      '이용이 2026.07.01까지 일시 정지된 계정입니다. (사유: 욕설) 고객센터에 문의해주세요.',
    );
  });

  it('tells how many login tries are left, keeping the spec message first', () => {
    expect(wrongPasswordMessage(3)).toBe('비밀번호가 잘못되었습니다. (남은 시도 3회)');
    expect(isWrongPasswordMessage(wrongPasswordMessage(1))).toBe(true);
    expect(isWrongPasswordMessage('비밀번호가 잘못되었습니다.')).toBe(true);
    expect(isWrongPasswordMessage('비밀번호를 5회 잘못 입력하셨습니다. 본인인증 후 비밀번호를 재설정 해주세요.')).toBe(
      false,
    );
  });

  it('never carries the identity code in the send-code answer', () => {
    const parsed = identityCodeResultSchema.parse({
      number: 200,
      message: '인증번호가 발송되었습니다.',
      expiresAt: '2026-11-23T10:05:00.000+09:00',
      devCode: '123456',
    });
    expect(parsed).not.toHaveProperty('devCode');
  });

  it('filters the outbox by a mobile number in any format, or not at all', () => {
    expect(outboxQuerySchema.parse({ mblNo: '01012345678' })).toEqual({
      pageNo: 1,
      pageSize: 10,
      mblNo: '010-1234-5678',
    });
    expect(outboxQuerySchema.parse({ mblNo: ' ', pageNo: '2' })).toEqual({ pageNo: 2, pageSize: 10 });
    expect(outboxQuerySchema.safeParse({ mblNo: '12' }).error?.issues[0]?.message).toBe(
      '휴대폰번호 형식이 맞지 않습니다.',
    );
  });

  it('has one business number rule: both forms, the 10 digits, the spec messages', () => {
    expect(brnoSchema).toBe(validateBrnoSchema);
    expect(brnoSchema.parse('120-81-47521')).toBe('1208147521');
    expect(brnoSchema.parse('1208147521')).toBe('1208147521');
    expect(brnoSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['사업자등록번호를 입력해주세요.']);
  });

  it('declares every auth call once, under auth/, with no path declared twice', () => {
    const all = [
      ...Object.values(authEndpoints),
      ...Object.values(authIdentityEndpoints),
      ...Object.values(authSsoEndpoints),
      ...Object.values(authCreatorEndpoints),
      ...Object.values(authCertificateEndpoints),
    ];
    // The certificate's decision is the console's (auth.admin.ts), with the other console calls; the 49th is the
    // night consent (POST auth/nightAdRcptnAgree, decision 045).
    expect(all).toHaveLength(49);
    for (const e of all) expect(e.path === 'auth' || e.path.startsWith('auth/')).toBe(true);
    expect(new Set(all.map((e) => `${e.method} ${e.path}`)).size).toBe(all.length);
  });
});
