import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, generalSignup, login, userRow, verifyIdentity } from './auth.testkit.js';

describe('sign-up', async () => {
  const { app, database } = await createTestApp();
  const signup = (body: unknown) => call(app, 'POST', '/v1/app/auth/signup', { body });
  const consents = (userId: number) =>
    database.db
      .selectFrom('userConsent')
      .select(['consentKind', 'consentVersion', 'agreYn', 'channel'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();

  it('creates a general member (pattern 200) with the phone reformatted and every consent recorded', async () => {
    const body = generalSignup({ mblNo: '01055557777', mktAgreYn: 'Y', userPattnCd: '100', compCnfmYn: 'Y' });
    const res = await signup(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ number: 200, message: '회원가입이 완료되었습니다.' });
    const row = await userRow(database, res.body.userId);
    expect(row).toMatchObject({
      lgnId: body.lgnId,
      userNm: '홍길동',
      mblNo: '010-5555-7777',
      userPattnCd: '200',
      joinType: 'general',
      compCnfmYn: 'N',
      mktAgreYn: 'Y',
    });
    expect(row.userPasswd).not.toContain('Passw0rd');
    expect(row.userPasswd.startsWith('scrypt$')).toBe(true);
    expect(await consents(res.body.userId)).toEqual([
      { consentKind: 'terms', consentVersion: '20240826', agreYn: 'Y', channel: 'signup' },
      { consentKind: 'privacy', consentVersion: expect.any(String), agreYn: 'Y', channel: 'signup' },
      { consentKind: 'marketing', consentVersion: '20240826', agreYn: 'Y', channel: 'signup' },
    ]);
    await login(app, body.lgnId as string, body.userPasswd as string);
  });

  it('refusing marketing never blocks sign-up, and it defaults to N', async () => {
    const { mktAgreYn: _omit, ...body } = generalSignup();
    const res = await signup(body);
    expect(res.status).toBe(200);
    expect((await userRow(database, res.body.userId)).mktAgreYn).toBe('N');
    expect((await consents(res.body.userId)).find((c) => c.consentKind === 'marketing')?.agreYn).toBe('N');
  });

  it('requires the terms and the privacy consent', async () => {
    const terms = await signup(generalSignup({ termsAgreYn: 'N' }));
    expect(terms.status).toBe(400);
    expect(terms.body.message).toBe('이용약관에 동의해주세요.');
    const privacy = await signup(generalSignup({ prvcAgreYn: undefined }));
    expect(privacy.body.message).toBe('개인정보 수집 및 이용에 동의해주세요.');
  });

  it.each([
    ['lgnId', 'Upper1', '아이디는 영문 소문자, 숫자, _, - 조합 5-20자로 입력해주세요.'],
    ['lgnId', 'abcd', '아이디는 영문 소문자, 숫자, _, - 조합 5-20자로 입력해주세요.'],
    ['lgnId', 'a'.repeat(21), '아이디는 영문 소문자, 숫자, _, - 조합 5-20자로 입력해주세요.'],
    ['lgnId', 'has space', '아이디는 영문 소문자, 숫자, _, - 조합 5-20자로 입력해주세요.'],
    ['lgnId', '', '아이디를 입력해주세요.'],
    ['userPasswd', 'Password1', '비밀번호는 영문, 숫자, 특수문자 포함<br>9-20자리로 입력해주세요.'],
    ['userPasswd', 'Pass!1', '비밀번호는 영문, 숫자, 특수문자 포함<br>9-20자리로 입력해주세요.'],
    ['userPasswd', 'Password!!', '비밀번호는 영문, 숫자, 특수문자 포함<br>9-20자리로 입력해주세요.'],
    ['userPasswd', 'Passw0rd!'.padEnd(21, 'x'), '비밀번호는 영문, 숫자, 특수문자 포함<br>9-20자리로 입력해주세요.'],
    ['userPasswd', '', '비밀번호를 입력해주세요.'],
    ['userNm', '   ', '이름을 입력해주세요.'],
    ['userEmail', 'not-an-email', '이메일 형식이 맞지 않습니다.'],
    ['userEmail', 'a@b.c', '이메일 형식이 맞지 않습니다.'],
    ['userEmail', '', '이메일을 입력해주세요.'],
    ['mblNo', '02-123-4567', '휴대폰번호 형식이 맞지 않습니다.'],
    ['mblNo', '010-12-34', '휴대폰번호 형식이 맞지 않습니다.'],
    ['mblNo', '', '휴대폰번호를 입력해주세요.'],
  ])('refuses %s %j with its message', async (field, value, message) => {
    const res = await signup(generalSignup({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('accepts e-mail with an IP literal and a 20-character id', async () => {
    const res = await signup(generalSignup({ userEmail: 'kim@[192.168.0.1]', lgnId: `a_b-${'c'.repeat(16)}` }));
    expect(res.status).toBe(200);
  });

  it('answers whether an id is free, and refuses a taken one', async () => {
    const free = await call(app, 'GET', '/v1/app/auth/duplicated', { query: { lgnId: 'free-id-123' } });
    expect(free.body).toEqual({ available: true, message: '사용 가능한 아이디입니다.' });
    const taken = await call(app, 'GET', '/v1/app/auth/duplicated', { query: { lgnId: 'demo-member' } });
    expect(taken.body).toEqual({ available: false, message: '이미 사용중인 아이디입니다.' });
    const bad = await call(app, 'GET', '/v1/app/auth/duplicated', { query: { lgnId: 'BAD' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('아이디는 영문 소문자, 숫자, _, - 조합 5-20자로 입력해주세요.');
    const dup = await signup(generalSignup({ lgnId: 'demo-member' }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('이미 사용중인 아이디입니다.');
  });

  it('refuses an unknown join type', async () => {
    const res = await signup(generalSignup({ joinType: 'vip' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('회원 유형을 선택해주세요.');
  });

  describe('company check', () => {
    const check = (body: unknown) => call(app, 'POST', '/v1/app/auth/user/validate/comp', { body });

    it('confirms a registered company, whatever the spacing or legal-form marker', async () => {
      const ok = await check({ brno: '120-81-47521', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' });
      expect(ok.body).toEqual({ number: 200, message: '인증되었습니다.' });
      const variant = await check({
        brno: '2148601257',
        openDay: '2015-07-02',
        ceoNm: '이 정민',
        compNm: '(주)온누리식품',
      });
      expect(variant.body.message).toBe('인증되었습니다.');
    });

    it('refuses facts that do not match', async () => {
      for (const body of [
        { brno: '1208147521', openDay: '20190316', ceoNm: '김소상', compNm: '골목빵집' },
        { brno: '1208147521', openDay: '20190315', ceoNm: '김대상', compNm: '골목빵집' },
        { brno: '1208147521', openDay: '20190315', ceoNm: '김소상', compNm: '큰길빵집' },
        { brno: '1052212346', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' },
      ]) {
        const res = await check(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.');
      }
    });

    it('checks the business number: 10 digits and the check digit', async () => {
      const short = await check({ brno: '120814752', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' });
      expect(short.body.errors).toContainEqual({
        field: 'brno',
        message: '사업자등록번호 10자리를 정확히 입력해주세요.',
      });
      const checksum = await check({ brno: '1208147522', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' });
      expect(checksum.body.errors).toContainEqual({
        field: 'brno',
        message: '유효하지 않은 사업자등록번호입니다. 다시 확인해주세요.',
      });
      const day = await check({ brno: '1208147521', openDay: '20190230', ceoNm: '', compNm: '' });
      expect(day.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'openDay', message: '개업일자를 정확히 입력해주세요. (예: 20190315)' },
          { field: 'ceoNm', message: '대표자명을 입력해주세요.' },
          { field: 'compNm', message: '상호명을 입력해주세요.' },
        ]),
      );
    });
  });

  describe('integrated business membership', () => {
    const person = { userNm: '정다은', mblNo: '010-7777-1234', birth: '19880512' };
    const company = { brno: '1130517893', openDay: '20210405', ceoNm: '정다은', compNm: '다은공방' };
    const integrated = (ticket: string, overrides: Record<string, unknown> = {}) =>
      generalSignup({
        joinType: 'integrated',
        userNm: person.userNm,
        mblNo: '01077771234',
        ticket,
        ...company,
        ...overrides,
      });

    it('signs up with identity verification and a verified company; the ticket is single-use', async () => {
      const ticket = await verifyIdentity(app, person);
      const res = await signup(integrated(ticket));
      expect(res.status).toBe(200);
      expect(await userRow(database, res.body.userId)).toMatchObject({
        joinType: 'integrated',
        userPattnCd: '200',
        prtlBrno: '1130517893',
        openDay: '20210405',
        ceoNm: '정다은',
        compNm: '다은공방',
        compCnfmYn: 'Y',
        brdt: '19880512',
      });
      const again = await signup(integrated(ticket));
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('본인인증 정보가 유효하지 않습니다. 본인인증을 다시 진행해주세요.');
    });

    it('requires the ticket and the company fields', async () => {
      const res = await signup(generalSignup({ joinType: 'integrated' }));
      expect(res.status).toBe(400);
      const fields = (res.body.errors as { field: string }[]).map((e) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['ticket', 'brno', 'openDay', 'ceoNm', 'compNm']));
    });

    it('refuses when the verified person is not the one signing up', async () => {
      const ticket = await verifyIdentity(app, person);
      const res = await signup(integrated(ticket, { userNm: '김철수' }));
      expect(res.body.message).toBe('본인인증 정보가 회원정보와 일치하지 않습니다.');
    });

    it('refuses a company that fails the check, and keeps the ticket for a retry', async () => {
      const ticket = await verifyIdentity(app, person);
      const bad = await signup(integrated(ticket, { compNm: '엉뚱상회' }));
      expect(bad.body.message).toBe('해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.');
      expect((await signup(integrated(ticket))).status).toBe(200);
    });
  });
});
