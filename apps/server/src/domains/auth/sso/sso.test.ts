import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../lib/clock.js';
import { createTestApp, testConfig } from '../../../test/test-db.js';
import { createSupportService } from '../../support/support.module.js';
import { call, login, newMember, userIdOf, userRow, verifyIdentity } from '../auth.testkit.js';
import { unseal } from '../link-token.js';
import { signingKeys } from '../../../lib/signing-keys.js';
import { hashPassword } from '../password.js';

const PW = 'Onfan!2026demo';

describe('single sign-on (built-in provider)', async () => {
  const { app, database } = await createTestApp();
  const verifyPw = (ssoId: string, ssoPw = PW) =>
    call(app, 'POST', '/v1/app/auth/sso/verifyPw', { body: { ssoId, ssoPw } });
  const ssoToken = async (ssoId: string, ssoPw = PW) => {
    const r = await verifyPw(ssoId, ssoPw);
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    return r.body.ssoToken as string;
  };
  const addSsoAccount = async (ssoId: string, userNm: string, mblNo: string, brno: string | null = null) => {
    const now = new Date().toISOString();
    await database.db
      .insertInto('ssoAccount')
      .values({
        ssoId,
        ssoPasswd: await hashPassword(PW),
        userNm,
        brno,
        compNm: null,
        mblNo,
        userEmail: `${ssoId}@agency.example.kr`,
        userId: null,
        regDt: now,
        mdfcnDt: now,
      })
      .execute();
  };

  it('never takes the password in a URL', async () => {
    const res = await call(app, 'GET', '/v1/app/auth/sso/verifyPw', { query: { ssoId: 'demo-sso', ssoPw: PW } });
    expect(res.status).toBe(405);
    expect(res.body.message).toBe('비밀번호는 주소(URL)로 보낼 수 없습니다. POST 요청 본문으로 보내주세요.');
  });

  it('signs a linked SSO account into a pattern-400 portal session; the SSO token is single-use', async () => {
    const token = await ssoToken('demo-sso');
    const chk = await call(app, 'POST', '/v1/app/auth/sso/chk', { body: { ssoToken: token } });
    expect(chk.status).toBe(200);
    expect(chk.body).toMatchObject({ number: 200, result: 'LOGIN', ssoId: 'demo-sso', userNm: '박통합' });
    expect(chk.body.session).toMatchObject({ lgnId: 'demo-sso', userPattnCd: '400' });
    const me = await call(app, 'GET', '/v1/app/auth', { token: chk.body.token });
    expect(me.body.userPattnCd).toBe('400');
    const replay = await call(app, 'POST', '/v1/app/auth/sso/chk', { body: { ssoToken: token } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('통합로그인 정보가 만료되었습니다. 다시 로그인해주세요.');

    const info = await call(app, 'GET', '/v1/app/auth/sso', { token: chk.body.token });
    expect(info.body).toEqual({
      provider: 'local',
      loginUrl: '/login?sso=1',
      logoutUrl: '/login?sso=1',
      agentHomeUrl: null,
      ssoId: 'demo-sso',
    });

    const enc = await call(app, 'POST', '/v1/app/auth/sso/encrypt', {
      token: chk.body.token,
      body: { returnUrl: '/agent/home' },
    });
    expect(enc.body.number).toBe(200);
    const opened = unseal(signingKeys(testConfig()).linkSigning, 'sso-handoff', enc.body.encData);
    expect(opened).toMatchObject({ ssoId: 'demo-sso', returnUrl: '/agent/home' });
    expect(unseal(signingKeys(testConfig()).linkSigning, 'sso-handoff', `${enc.body.encData}x`)).toBeNull();
  });

  it('refuses wrong SSO passwords, locks at 5, and identity verification unlocks', async () => {
    await addSsoAccount('lock-me', '문잠금', '010-6100-6100');
    for (let i = 0; i < 4; i += 1) {
      expect((await verifyPw('lock-me', 'Wrong!pass1')).body).toEqual({
        number: 401,
        message: '아이디 또는 비밀번호가 잘못되었습니다.',
      });
    }
    expect((await verifyPw('lock-me', 'Wrong!pass1')).body.reason).toBe('LGN_FAIL_TMS');
    expect((await verifyPw('lock-me')).body.reason).toBe('LGN_FAIL_TMS');
    expect((await verifyPw('no-such-sso', 'Wrong!pass1')).body.message).toBe('아이디 또는 비밀번호가 잘못되었습니다.');

    const stranger = await verifyIdentity(app, { userNm: '김남', mblNo: '010-6100-6100', birth: '19900101' });
    const refused = await call(app, 'PUT', '/v1/app/auth/sso/updateLgnFailMtry', {
      body: { ssoId: 'lock-me', ticket: stranger },
    });
    expect(refused.status).toBe(400);
    const ticket = await verifyIdentity(app, { userNm: '문잠금', mblNo: '010-6100-6100', birth: '19900101' });
    const cleared = await call(app, 'PUT', '/v1/app/auth/sso/updateLgnFailMtry', {
      body: { ssoId: 'lock-me', ticket },
    });
    expect(cleared.body).toEqual({ number: 200, message: '로그인 실패 횟수가 초기화되었습니다.' });
    expect((await verifyPw('lock-me')).status).toBe(200);
  });

  it('unlocking an SSO account linked to a member asks for the birth date the member was verified with', async () => {
    const id = await userIdOf(database, 'demo-sso');
    await database.db.updateTable('appUser').set({ brdt: '19850101' }).where('userId', '=', id).execute();
    await database.db.updateTable('ssoAccount').set({ lgnFailCnt: 5 }).where('ssoId', '=', 'demo-sso').execute();
    const otherBirth = await verifyIdentity(app, { userNm: '박통합', mblNo: '010-4000-0400', birth: '19850102' });
    const refused = await call(app, 'PUT', '/v1/app/auth/sso/updateLgnFailMtry', {
      body: { ssoId: 'demo-sso', ticket: otherBirth },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.');
    const ticket = await verifyIdentity(app, { userNm: '박통합', mblNo: '010-4000-0400', birth: '19850101' });
    const cleared = await call(app, 'PUT', '/v1/app/auth/sso/updateLgnFailMtry', {
      body: { ssoId: 'demo-sso', ticket },
    });
    expect(cleared.body).toEqual({ number: 200, message: '로그인 실패 횟수가 초기화되었습니다.' });
  });

  it('adds a new SSO member for an unlinked account', async () => {
    const token = await ssoToken('demo-agent');
    const chk = await call(app, 'POST', '/v1/app/auth/sso/chk', { body: { ssoToken: token } });
    expect(chk.body).toMatchObject({ result: 'MAPPING_REQUIRED', ssoId: 'demo-agent', brno: '1052212346' });
    expect(chk.body.token).toBeUndefined();

    const noTerms = await call(app, 'POST', '/v1/app/auth/sso/transAddSsoUser', {
      body: { ssoToken: token, termsAgreYn: 'N', prvcAgreYn: 'Y' },
    });
    expect(noTerms.body.message).toBe('이용약관에 동의해주세요.');
    const added = await call(app, 'POST', '/v1/app/auth/sso/transAddSsoUser', {
      body: { ssoToken: token, termsAgreYn: 'Y', prvcAgreYn: 'Y', mktAgreYn: 'Y' },
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('통합회원 가입이 완료되었습니다.');
    expect(added.body.session).toMatchObject({
      lgnId: 'demo-agent',
      userNm: '최에이',
      userPattnCd: '400',
      prtlBrno: '1052212346',
      mblNo: '010-5000-0500',
    });
    const userId = added.body.session.userId as number;
    const consents = await database.db
      .selectFrom('userConsent')
      .select(['consentKind', 'channel'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
    expect(consents.map((c) => `${c.consentKind}:${c.channel}`)).toEqual([
      'terms:sso-signup',
      'privacy:sso-signup',
      'marketing:sso-signup',
    ]);
    // The portal password can never match: pattern 400 signs in through the SSO.
    const pw = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: 'demo-agent', userPasswd: PW } });
    expect(pw.status).toBe(401);

    const next = await call(app, 'POST', '/v1/app/auth/sso/chk', { body: { ssoToken: await ssoToken('demo-agent') } });
    expect(next.body.result).toBe('LOGIN');
    expect(next.body.session.userId).toBe(userId);
  });

  it('maps an existing member who proves their portal password', async () => {
    const m = await newMember(app, { userNm: '연결이' });
    await addSsoAccount('link-me', '연결이', m.mblNo, '3172503214');
    const token = await ssoToken('link-me');
    const wrong = await call(app, 'POST', '/v1/app/auth/sso/transMappingSsoUser', {
      body: { ssoToken: token, lgnId: m.lgnId, userPasswd: 'Wrong!pass1' },
    });
    expect(wrong.body.message).toBe('비밀번호가 잘못되었습니다. (남은 시도 4회)');
    const creator = await call(app, 'POST', '/v1/app/auth/sso/transMappingSsoUser', {
      body: { ssoToken: token, lgnId: 'demo-creator', userPasswd: PW },
    });
    expect(creator.status).toBe(403);
    expect(creator.body.message).toBe('소상공인 회원만 통합회원으로 연결할 수 있습니다.');

    const mapped = await call(app, 'POST', '/v1/app/auth/sso/transMappingSsoUser', {
      body: { ssoToken: token, lgnId: m.lgnId, userPasswd: m.password },
    });
    expect(mapped.body).toMatchObject({ number: 200, message: '통합회원 연결이 완료되었습니다.' });
    expect(mapped.body.session).toMatchObject({ userId: m.userId, userPattnCd: '400' });
    expect(await userRow(database, m.userId)).toMatchObject({ userPattnCd: '400', joinType: 'sso' });
    const linked = await database.db
      .selectFrom('ssoAccount')
      .select('userId')
      .where('ssoId', '=', 'link-me')
      .executeTakeFirstOrThrow();
    expect(linked.userId).toBe(m.userId);

    await addSsoAccount('link-me-too', '연결이', m.mblNo);
    const second = await call(app, 'POST', '/v1/app/auth/sso/transMappingSsoUser', {
      body: { ssoToken: await ssoToken('link-me-too'), lgnId: m.lgnId, userPasswd: m.password },
    });
    expect(second.status).toBe(403);
  });

  it('takes the business number an SSO account brings as verified (sign-up and mapping): its support history opens', async () => {
    const history = (brno: string) => ({
      brno,
      bizNm: '통합회원 회사 지원사업',
      sprtYmd: '20250510',
      sprtAmt: 1000000,
      sttsNm: '지원완료',
    });
    await createSupportService(database, systemClock).importMss([], [history('2201004569'), history('1130517893')]);
    const ownHistory = (token: string) => call(app, 'GET', '/v1/app/support/mss/sprt/biz/hist/info/list', { token });
    const company = (userId: number) =>
      database.db
        .selectFrom('appUser')
        .select(['prtlBrno', 'compCnfmYn'])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();

    // A new SSO member.
    await addSsoAccount('comp-new', '회사새', '010-7100-7100', '2201004569');
    const added = await call(app, 'POST', '/v1/app/auth/sso/transAddSsoUser', {
      body: { ssoToken: await ssoToken('comp-new'), termsAgreYn: 'Y', prvcAgreYn: 'Y' },
    });
    expect(added.status).toBe(200);
    expect(await company(added.body.session.userId)).toEqual({ prtlBrno: '2201004569', compCnfmYn: 'Y' });
    const own = await ownHistory(added.body.token);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain('통합회원 회사 지원사업');

    // An existing member whose typed (unchecked) number is replaced by the SSO account's.
    const m = await newMember(app, { userNm: '회사연결' });
    await call(app, 'PUT', '/v1/app/auth/profile', {
      token: m.token,
      body: { prtlBrno: '1208147521', compNm: '골목빵집', isCompCheck: 'N' },
    });
    expect((await ownHistory(m.token)).status).toBe(403);
    await addSsoAccount('comp-map', '회사연결', m.mblNo, '1130517893');
    const mapped = await call(app, 'POST', '/v1/app/auth/sso/transMappingSsoUser', {
      body: { ssoToken: await ssoToken('comp-map'), lgnId: m.lgnId, userPasswd: m.password },
    });
    expect(mapped.status).toBe(200);
    expect(await company(m.userId)).toEqual({ prtlBrno: '1130517893', compCnfmYn: 'Y' });
    expect((await ownHistory(mapped.body.token)).status).toBe(200);

    // An SSO account without a business number leaves the company unverified.
    await addSsoAccount('comp-none', '회사없음', '010-7300-7300');
    const none = await call(app, 'POST', '/v1/app/auth/sso/transAddSsoUser', {
      body: { ssoToken: await ssoToken('comp-none'), termsAgreYn: 'Y', prvcAgreYn: 'Y' },
    });
    expect(await company(none.body.session.userId)).toEqual({ prtlBrno: null, compCnfmYn: 'N' });
  });

  it('restores a dormant SSO member after identity verification', async () => {
    const id = await userIdOf(database, 'demo-sso');
    await database.db.updateTable('appUser').set({ userStts: 'DORMANT' }).where('userId', '=', id).execute();
    const token = await ssoToken('demo-sso');
    const chk = await call(app, 'POST', '/v1/app/auth/sso/chk', { body: { ssoToken: token } });
    expect(chk.body).toMatchObject({
      result: 'RESTORE_REQUIRED',
      message: '휴면 상태의 계정입니다. 본인인증 후 휴면 상태를 해제해주세요.',
    });
    const status = await call(app, 'POST', '/v1/app/auth/sso/chkRestoreUser', { body: { ssoToken: token } });
    expect(status.body).toMatchObject({ dormantYn: 'Y', userNm: '박*합' });

    const stranger = await verifyIdentity(app, { userNm: '박가짜', mblNo: '010-4000-0400', birth: '19850101' });
    const refused = await call(app, 'POST', '/v1/app/auth/sso/restoreUser', {
      body: { ssoToken: token, ticket: stranger },
    });
    expect(refused.body.message).toBe('본인인증 정보가 회원정보와 일치하지 않습니다.');
    // A member verified before keeps its birth date: the same name and number with another one is someone else.
    await database.db.updateTable('appUser').set({ brdt: '19850101' }).where('userId', '=', id).execute();
    const otherBirth = await verifyIdentity(app, { userNm: '박통합', mblNo: '010-4000-0400', birth: '19850102' });
    const wrongBirth = await call(app, 'POST', '/v1/app/auth/sso/restoreUser', {
      body: { ssoToken: token, ticket: otherBirth },
    });
    expect(wrongBirth.body.message).toBe('본인인증 정보가 회원정보와 일치하지 않습니다.');

    const ticket = await verifyIdentity(app, { userNm: '박통합', mblNo: '010-4000-0400', birth: '19850101' });
    const restored = await call(app, 'POST', '/v1/app/auth/sso/restoreUser', { body: { ssoToken: token, ticket } });
    expect(restored.body).toMatchObject({ number: 200, message: '휴면 상태가 해제되었습니다.' });
    expect(restored.body.session.userId).toBe(id);
    expect((await userRow(database, id)).userStts).toBe('ACTIVE');
    expect((await call(app, 'GET', '/v1/app/auth', { token: restored.body.token })).status).toBe(200);
  });

  it('looks SSO accounts up by id and by business number', async () => {
    expect((await call(app, 'GET', '/v1/app/auth/sso/duplicateById', { query: { ssoId: 'demo-sso' } })).body).toEqual({
      available: false,
      count: 1,
    });
    expect(
      (await call(app, 'GET', '/v1/app/auth/sso/duplicateById', { query: { ssoId: 'fresh-id' } })).body.available,
    ).toBe(true);
    expect(
      (await call(app, 'GET', '/v1/app/auth/sso/duplicateByBrno', { query: { brNo: '214-86-01257' } })).body,
    ).toEqual({
      available: false,
      count: 1,
    });
    expect(
      (await call(app, 'GET', '/v1/app/auth/sso/duplicateByBrno', { query: { brNo: '4013312463' } })).body.available,
    ).toBe(true);
    const bad = await call(app, 'GET', '/v1/app/auth/sso/duplicateByBrno', { query: { brNo: '123' } });
    expect(bad.status).toBe(400);
  });

  it('points the agent-site link by who is asking', async () => {
    expect((await call(app, 'GET', '/v1/app/auth/sso/loginInfoCheck')).body).toEqual({
      loggedIn: false,
      userPattnCd: null,
      target: 'LOGIN',
      url: '/login',
    });
    // No agent site is configured (AGENT_SITE_URL empty): nowhere to send a member, so no address at all.
    const member = await login(app, 'demo-member');
    expect((await call(app, 'GET', '/v1/app/auth/sso/loginInfoCheck', { token: member })).body).toMatchObject({
      target: 'AGENT_HOME',
      url: null,
    });
    const chk = await call(app, 'POST', '/v1/app/auth/sso/chk', { body: { ssoToken: await ssoToken('demo-agent') } });
    expect((await call(app, 'GET', '/v1/app/auth/sso/loginInfoCheck', { token: chk.body.token })).body).toMatchObject({
      target: 'SSO_LOGIN',
      url: '/login?sso=1',
      userPattnCd: '400',
    });
  });
});

describe('the agent site as a setting (AGENT_SITE_URL)', async () => {
  const { app } = await createTestApp({ config: { agentSiteUrl: 'https://agent.onfan.go.kr/home' } });

  it("sends members to the configured agent site's address, and names it in the SSO information", async () => {
    const member = await login(app, 'demo-member');
    expect((await call(app, 'GET', '/v1/app/auth/sso/loginInfoCheck', { token: member })).body).toEqual({
      loggedIn: true,
      userPattnCd: '200',
      target: 'AGENT_HOME',
      url: 'https://agent.onfan.go.kr/home',
    });
    expect((await call(app, 'GET', '/v1/app/auth/sso')).body.agentHomeUrl).toBe('https://agent.onfan.go.kr/home');
    // Visitors still log in first.
    expect((await call(app, 'GET', '/v1/app/auth/sso/loginInfoCheck')).body).toMatchObject({ target: 'LOGIN' });
  });
});
