import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, login, newMember, userIdOf, userRow, verifyIdentity } from './auth.testkit.js';
import { createMarketingToken } from './link-token.js';
import { signingKeys } from '../../lib/signing-keys.js';

describe('my page', async () => {
  const clock = fixedClock('2026-04-01T00:00:00.000Z');
  const { app, database } = await createTestApp({ clock });
  const consentsOf = (userId: number) =>
    database.db
      .selectFrom('userConsent')
      .select(['consentKind', 'agreYn', 'channel'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();

  describe('password confirm and my info', () => {
    it('confirms the password and opens a 10-minute edit window', async () => {
      const m = await newMember(app);
      const myInfo = { currentPasswd: m.password, userEmail: 'new@example.kr' };
      const blocked = await call(app, 'PUT', '/v1/app/auth', { token: m.token, body: myInfo });
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe('비밀번호 확인 후 이용할 수 있습니다. 비밀번호를 다시 확인해주세요.');

      const empty = await call(app, 'POST', '/v1/app/auth/password/check', {
        token: m.token,
        body: { userPasswd: '' },
      });
      expect(empty.body.message).toBe('비밀번호를 입력해주세요.');
      const wrong = await call(app, 'POST', '/v1/app/auth/password/check', {
        token: m.token,
        body: { userPasswd: 'Wrong!pass1' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('비밀번호가 틀렸습니다. 다시 확인해주세요.');
      const anonymous = await call(app, 'POST', '/v1/app/auth/password/check', { body: { userPasswd: m.password } });
      expect(anonymous.status).toBe(401);

      const ok = await call(app, 'POST', '/v1/app/auth/password/check', {
        token: m.token,
        body: { userPasswd: m.password },
      });
      expect(ok.body).toMatchObject({ number: 200, message: '비밀번호가 확인되었습니다.' });
      const saved = await call(app, 'PUT', '/v1/app/auth', { token: m.token, body: myInfo });
      expect(saved.body).toEqual({ number: 200, message: '정보수정이 완료 되었습니다.' });
      expect((await userRow(database, m.userId)).userEmail).toBe('new@example.kr');

      // The flag belongs to that session only.
      const other = await login(app, m.lgnId, m.password);
      expect((await call(app, 'PUT', '/v1/app/auth', { token: other, body: myInfo })).status).toBe(403);

      clock.set('2026-04-01T00:09:00.000Z');
      expect((await call(app, 'PUT', '/v1/app/auth', { token: m.token, body: myInfo })).status).toBe(200);
      clock.set('2026-04-01T00:11:00.000Z');
      expect((await call(app, 'PUT', '/v1/app/auth', { token: m.token, body: myInfo })).status).toBe(403);
      clock.set('2026-04-01T00:00:00.000Z');
    });

    it('checks the current password, the new password rule and its confirmation; the mobile stays', async () => {
      const m = await newMember(app);
      await call(app, 'POST', '/v1/app/auth/password/check', { token: m.token, body: { userPasswd: m.password } });
      const put = (body: object) => call(app, 'PUT', '/v1/app/auth', { token: m.token, body });

      expect((await put({})).body.message).toBe('현재 비밀번호를 입력해주세요.');
      expect((await put({ currentPasswd: 'Wrong!pass1' })).body.message).toBe(
        '현재 비밀번호가 틀렸습니다. 다시 확인해주세요.',
      );
      expect((await put({ currentPasswd: m.password, newPasswd: 'short' })).body.message).toBe(
        '비밀번호는 영문, 숫자, 특수문자 포함<br>9-20자리로 입력해주세요.',
      );
      expect(
        (await put({ currentPasswd: m.password, newPasswd: 'Another#pw1', newPasswdConfirm: 'Another#pw2' })).body
          .message,
      ).toBe('비밀번호가 일치하지 않습니다.');
      expect((await put({ currentPasswd: m.password, userEmail: 'bad@' })).body.message).toBe(
        '이메일 형식이 맞지 않습니다.',
      );

      const other = await login(app, m.lgnId, m.password);
      const ok = await put({
        currentPasswd: m.password,
        newPasswd: 'Another#pw1',
        newPasswdConfirm: 'Another#pw1',
        telNo: '0212345678',
        mblNo: '010-0000-0000',
        felrgEduTknlcrsAplyYn: 'Y',
      });
      expect(ok.body.message).toBe('정보수정이 완료 되었습니다.');
      const row = await userRow(database, m.userId);
      expect(row).toMatchObject({ telNo: '02-1234-5678', mblNo: m.mblNo, felrgEduTknlcrsAplyYn: 'Y' });
      expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).status).toBe(200);
      expect((await call(app, 'GET', '/v1/app/auth', { token: other })).status).toBe(401);
      await login(app, m.lgnId, 'Another#pw1');
    });

    it('keeps the e-learning consent to pattern 200', async () => {
      const token = await login(app, 'demo-creator');
      await call(app, 'POST', '/v1/app/auth/password/check', { token, body: { userPasswd: 'Onfan!2026demo' } });
      const res = await call(app, 'PUT', '/v1/app/auth', {
        token,
        body: { currentPasswd: 'Onfan!2026demo', felrgEduTknlcrsAplyYn: 'Y' },
      });
      expect(res.status).toBe(200);
      expect((await userRow(database, await userIdOf(database, 'demo-creator'))).felrgEduTknlcrsAplyYn).toBe('N');
    });

    it('changes the password while logged in', async () => {
      const m = await newMember(app);
      const change = (body: object) => call(app, 'PUT', '/v1/app/auth/password/change', { token: m.token, body });
      expect((await change({ currentPasswd: 'Wrong!pass1', newPasswd: 'Brand#new12' })).body.message).toBe(
        '현재 비밀번호가 틀렸습니다. 다시 확인해주세요.',
      );
      expect((await change({ currentPasswd: m.password, newPasswd: m.password })).body.message).toBe(
        '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
      );
      expect((await change({ currentPasswd: m.password, newPasswd: 'Brand#new12' })).body).toEqual({
        number: 200,
        message: '비밀번호가 변경되었습니다.',
      });
      await login(app, m.lgnId, 'Brand#new12');
    });
  });

  describe('profile', () => {
    it('updates the profile fields and clears what is sent empty', async () => {
      const m = await newMember(app);
      const res = await call(app, 'PUT', '/v1/app/auth/profile', {
        token: m.token,
        body: {
          nickNm: '길동이',
          profileImg: '/files/mypage/abc123.png',
          telNo: '031-123-4567',
          userEmail: 'p@example.kr',
        },
      });
      expect(res.body).toEqual({ number: 200, message: '수정되었습니다.' });
      expect(await userRow(database, m.userId)).toMatchObject({
        nickNm: '길동이',
        profileImg: '/files/mypage/abc123.png',
        telNo: '031-123-4567',
        userEmail: 'p@example.kr',
      });
      await call(app, 'PUT', '/v1/app/auth/profile', { token: m.token, body: { telNo: '', nickNm: '' } });
      expect(await userRow(database, m.userId)).toMatchObject({ telNo: null, nickNm: null, userEmail: 'p@example.kr' });
      const session = await call(app, 'GET', '/v1/app/auth', { token: m.token });
      expect(session.body.profileImg).toBe('/files/mypage/abc123.png');
    });

    it('records the 활동 지역: a code sets it, left out keeps it, empty clears it, anything else changes nothing', async () => {
      const m = await newMember(app, { userEmail: 'region@example.kr' });
      const put = (body: object) => call(app, 'PUT', '/v1/app/auth/profile', { token: m.token, body });
      const mine = async () => (await call(app, 'GET', '/v1/app/auth', { token: m.token })).body.rgnCd;
      expect(await mine()).toBeNull();

      expect((await put({ rgnCd: '26' })).status).toBe(200);
      expect(await mine()).toBe('26');
      expect((await userRow(database, m.userId)).rgnCd).toBe('26');
      // Other fields saved without the region leave it as it is.
      expect((await put({ nickNm: '부산사장' })).status).toBe(200);
      expect(await mine()).toBe('26');

      for (const rgnCd of ['99', '00', '서울', 11, ' ']) {
        const before = await userRow(database, m.userId);
        const res = await put({ rgnCd, nickNm: '바뀌면안됨' });
        if (rgnCd === ' ') {
          // Blank after trimming is the clear; put the region back for the next round.
          expect(res.status).toBe(200);
          expect(await mine()).toBeNull();
          await put({ rgnCd: '26', nickNm: '부산사장' });
          continue;
        }
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([{ field: 'rgnCd', message: '활동 지역을 목록에서 골라 주세요.' }]);
        expect(await userRow(database, m.userId)).toEqual(before);
      }

      expect((await put({ rgnCd: '' })).status).toBe(200);
      expect(await mine()).toBeNull();
      expect((await userRow(database, m.userId)).rgnCd).toBeNull();
    });

    it('refuses paths outside the upload area and over-long nicknames', async () => {
      const m = await newMember(app);
      for (const profileImg of ['https://evil.example/x.png', '/files/../secret', 'javascript:alert(1)']) {
        const res = await call(app, 'PUT', '/v1/app/auth/profile', { token: m.token, body: { profileImg } });
        expect(res.body.message).toBe('프로필 이미지를 다시 업로드해주세요.');
      }
      const long = await call(app, 'PUT', '/v1/app/auth/profile', {
        token: m.token,
        body: { nickNm: '가'.repeat(21) },
      });
      expect(long.body.message).toBe('닉네임은 20자 이내로 입력해주세요.');
    });

    it('editing a company field resets the verified state unless the request carries a passing check', async () => {
      const token = await login(app, 'demo-member');
      const id = await userIdOf(database, 'demo-member');
      expect((await userRow(database, id)).compCnfmYn).toBe('Y');

      // Same values: nothing changes.
      await call(app, 'PUT', '/v1/app/auth/profile', { token, body: { compNm: '골목빵집' } });
      expect((await userRow(database, id)).compCnfmYn).toBe('Y');

      await call(app, 'PUT', '/v1/app/auth/profile', { token, body: { compNm: '골목빵집 2호점' } });
      expect(await userRow(database, id)).toMatchObject({ compNm: '골목빵집 2호점', compCnfmYn: 'N' });

      const failing = await call(app, 'PUT', '/v1/app/auth/profile', {
        token,
        body: { compNm: '없는빵집', isCompCheck: 'Y' },
      });
      expect(failing.body.message).toBe('해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.');
      expect((await userRow(database, id)).compNm).toBe('골목빵집 2호점');

      const passing = await call(app, 'PUT', '/v1/app/auth/profile', {
        token,
        body: { prtlBrno: '120-81-47521', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집', isCompCheck: 'Y' },
      });
      expect(passing.status).toBe(200);
      expect(await userRow(database, id)).toMatchObject({
        compNm: '골목빵집',
        prtlBrno: '1208147521',
        compCnfmYn: 'Y',
      });

      const badBrno = await call(app, 'PUT', '/v1/app/auth/profile', { token, body: { prtlBrno: '1208147522' } });
      expect(badBrno.body.message).toBe('유효하지 않은 사업자등록번호입니다. 다시 확인해주세요.');
    });
  });

  describe('consents', () => {
    it('sets marketing consent and records it', async () => {
      const m = await newMember(app);
      const yes = await call(app, 'POST', '/v1/app/auth/mktRcptnAgree', { token: m.token, query: { mktAgreYn: 'Y' } });
      expect(yes.body).toEqual({ number: 200, message: '마케팅 수신 동의여부가 수정되었습니다.', mktAgreYn: 'Y' });
      expect((await userRow(database, m.userId)).mktAgreYn).toBe('Y');
      const bad = await call(app, 'POST', '/v1/app/auth/mktRcptnAgree', {
        token: m.token,
        query: { mktAgreYn: 'maybe' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('마케팅 수신 동의여부 수정이 실패하였습니다.');
      await call(app, 'POST', '/v1/app/auth/mktRcptnAgree', { token: m.token, query: { mktAgreYn: 'N' } });
      const marketing = (await consentsOf(m.userId)).filter((c) => c.consentKind === 'marketing');
      expect(marketing).toEqual([
        { consentKind: 'marketing', agreYn: 'N', channel: 'signup' },
        { consentKind: 'marketing', agreYn: 'Y', channel: 'mypage' },
        { consentKind: 'marketing', agreYn: 'N', channel: 'mypage' },
      ]);
    });

    it('unsubscribes from a signed link without login, and refuses a forged one', async () => {
      const id = await userIdOf(database, 'demo-member');
      await database.db.updateTable('appUser').set({ mktAgreYn: 'Y' }).where('userId', '=', id).execute();
      const userData = createMarketingToken(signingKeys(testConfig()).linkSigning, id);
      const res = await call(app, 'POST', '/v1/app/auth/outMktRcptnAgree', { query: { userData, mktAgreYn: 'N' } });
      expect(res.body).toEqual({ number: 200, message: '마케팅 수신 동의여부가 수정되었습니다.', mktAgreYn: 'N' });
      expect((await userRow(database, id)).mktAgreYn).toBe('N');
      expect((await consentsOf(id)).at(-1)).toEqual({
        consentKind: 'marketing',
        agreYn: 'N',
        channel: 'unsubscribe-link',
      });

      const otherId = await userIdOf(database, 'demo-creator');
      const [body, mac] = userData.split('.');
      const forgedBody = Buffer.from(JSON.stringify({ u: otherId, iat: 'x' })).toString('base64url');
      for (const forged of [`${forgedBody}.${mac}`, `${body}.AAAA`, 'garbage']) {
        const r = await call(app, 'POST', '/v1/app/auth/outMktRcptnAgree', {
          query: { userData: forged, mktAgreYn: 'N' },
        });
        expect(r.status).toBe(400);
        expect(r.body.message).toBe('마케팅 수신 동의여부 수정이 실패하였습니다.');
      }
    });

    it('re-consent needs both boxes, then records it', async () => {
      const m = await newMember(app);
      const none = await call(app, 'PUT', '/v1/app/auth/reTermsAgree', {
        token: m.token,
        body: { termsAgreYn: 'Y', prvcAgreYn: 'N' },
      });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('약관 동의를 체크해주세요.');
      const missing = await call(app, 'PUT', '/v1/app/auth/reTermsAgree', { token: m.token, body: {} });
      expect(missing.body.message).toContain('약관 동의를 체크해주세요.');
      const ok = await call(app, 'PUT', '/v1/app/auth/reTermsAgree', {
        token: m.token,
        body: { termsAgreYn: 'Y', prvcAgreYn: 'Y' },
      });
      expect(ok.body).toEqual({ number: 200, message: '약관 재동의 완료되었습니다.' });
      expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).body.reTermsAgreYn).toBe('Y');
      expect((await consentsOf(m.userId)).filter((c) => c.channel === 'reterms').map((c) => c.consentKind)).toEqual([
        'terms',
        'privacy',
      ]);
    });

    it('records the partner-event opt-in', async () => {
      const m = await newMember(app);
      const res = await call(app, 'POST', '/v1/app/auth/cashfriends', { token: m.token, body: { agreYn: 'Y' } });
      expect(res.body.number).toBe(200);
      expect((await consentsOf(m.userId)).at(-1)).toEqual({
        consentKind: 'cashfriends',
        agreYn: 'Y',
        channel: 'event',
      });
    });
  });

  describe('convert to integrated business membership', () => {
    const company = { brno: '2201004569', openDay: '20170921', ceoNm: '최우진', compNm: '우진수제화' };

    it('requires re-consent, the member’s own identity and a passing company check', async () => {
      const m = await newMember(app, { userNm: '최우진' });
      const person = { userNm: m.userNm, mblNo: m.mblNo, birth: '19770303' };
      const ticket = await verifyIdentity(app, person);
      const early = await call(app, 'POST', '/v1/app/auth/convert', { token: m.token, body: { ...company, ticket } });
      expect(early.body.message).toBe('약관 재동의 후 통합 사업자회원으로 전환할 수 있습니다.');

      await call(app, 'PUT', '/v1/app/auth/reTermsAgree', {
        token: m.token,
        body: { termsAgreYn: 'Y', prvcAgreYn: 'Y' },
      });
      const stranger = await verifyIdentity(app, { ...person, userNm: '김남' });
      expect(
        (await call(app, 'POST', '/v1/app/auth/convert', { token: m.token, body: { ...company, ticket: stranger } }))
          .body.message,
      ).toBe('본인인증 정보가 회원정보와 일치하지 않습니다.');
      expect(
        (
          await call(app, 'POST', '/v1/app/auth/convert', {
            token: m.token,
            body: { ...company, compNm: '다른집', ticket },
          })
        ).body.message,
      ).toBe('해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.');

      const ok = await call(app, 'POST', '/v1/app/auth/convert', { token: m.token, body: { ...company, ticket } });
      expect(ok.body).toEqual({ number: 200, message: '통합 사업자회원으로 전환되었습니다.' });
      expect(await userRow(database, m.userId)).toMatchObject({
        joinType: 'integrated',
        prtlBrno: '2201004569',
        compCnfmYn: 'Y',
        brdt: '19770303',
      });
      const session = await call(app, 'GET', '/v1/app/auth', { token: m.token });
      expect(session.body).toMatchObject({ prtlBrno: '2201004569', compNm: '우진수제화', ceoNm: '최우진' });

      const twice = await call(app, 'POST', '/v1/app/auth/convert', { token: m.token, body: { ...company, ticket } });
      expect(twice.status).toBe(403);
      expect(twice.body.message).toBe('일반 회원만 통합 사업자회원으로 전환할 수 있습니다.');
    });
  });

  describe('withdrawal', () => {
    const withdraw = (token: string, lgnId: string, userPasswd: string) =>
      call(app, 'POST', '/v1/app/auth/userWhdwl', { token, body: { lgnId, userPasswd } });

    it('refuses 301 with market entry history and 302 with admin rights', async () => {
      const m = await newMember(app);
      await database.db.updateTable('appUser').set({ marketEntryYn: 'Y' }).where('userId', '=', m.userId).execute();
      const market = await withdraw(m.token, m.lgnId, m.password);
      expect(market.body).toEqual({ number: 301, message: '마켓 입점 이력이 있습니다. 고객센터에 문의해주세요.' });
      expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).body.supp).toBe('Y');

      const admin = await login(app, 'demo-admin');
      expect((await withdraw(admin, 'demo-admin', 'Onfan!2026demo')).body).toEqual({
        number: 302,
        message: '관리자 권한이 부여되어 있습니다. 고객센터에 문의해 주세요.',
      });
      const granted = await newMember(app);
      await database.db
        .updateTable('appUser')
        .set({ prtlMngrSiteCntnPssYn: 'Y' })
        .where('userId', '=', granted.userId)
        .execute();
      expect((await withdraw(granted.token, granted.lgnId, granted.password)).body.number).toBe(302);
    });

    it('refuses a wrong password or somebody else’s id', async () => {
      const m = await newMember(app);
      expect((await withdraw(m.token, m.lgnId, 'Wrong!pass1')).body.message).toBe(
        '비밀번호가 틀렸습니다. 다시 확인해주세요.',
      );
      expect((await withdraw(m.token, 'demo-member', m.password)).body).toEqual({
        number: 400,
        message: '탈퇴처리가 실패하였습니다. 고객센터에 문의해 주세요.',
      });
    });

    it('withdraws: pseudonymises, signs out everywhere, the id can no longer log in', async () => {
      const m = await newMember(app, { mktAgreYn: 'Y' });
      await call(app, 'PUT', '/v1/app/auth/profile', {
        token: m.token,
        body: { nickNm: '곧떠남', telNo: '02-555-1234', prtlBrno: '1208147521', compNm: '떠남상회', rgnCd: '44' },
      });
      await database.db
        .insertInto('creatorInfo')
        .values({
          userId: m.userId,
          ctrNm: '떠남',
          ctrActvtNm: '떠남TV',
          ytbChnlUrl: 'https://youtube.com/@leaving',
          ytbChnlNm: '떠남',
          ytbChnlCtgrTypCd: 'FOOD',
          telNo: null,
          mblNo: '01011112222',
          ctrEmail: 'l@example.kr',
          zipNo: null,
          bscAddr: null,
          dtlAddr: null,
          ctrNote: null,
          gndrCd: 'M',
          regDt: '2026-01-01T00:00:00.000Z',
          mdfcnDt: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const second = await login(app, m.lgnId, m.password);

      const res = await withdraw(m.token, m.lgnId, m.password);
      expect(res.body).toEqual({ number: 200, message: '탈퇴가 완료되었습니다.' });
      const row = await userRow(database, m.userId);
      expect(row).toMatchObject({
        userNm: '탈퇴한 회원',
        nickNm: null,
        userEmail: null,
        telNo: null,
        mblNo: null,
        prtlBrno: null,
        compNm: null,
        userStts: 'WITHDRAWN',
        mktAgreYn: 'N',
        rgnCd: null,
      });
      expect(row.lgnId).toMatch(/^#wd-[0-9a-f]{24}$/);
      expect(row.whdwlDt).not.toBeNull();
      expect(await database.db.selectFrom('creatorInfo').selectAll().where('userId', '=', m.userId).execute()).toEqual(
        [],
      );
      expect((await consentsOf(m.userId)).at(-1)).toEqual({
        consentKind: 'marketing',
        agreYn: 'N',
        channel: 'withdrawal',
      });

      expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).status).toBe(401);
      expect((await call(app, 'GET', '/v1/app/auth', { token: second })).status).toBe(401);
      const relogin = await call(app, 'POST', '/v1/app/auth/login', {
        body: { lgnId: m.lgnId, userPasswd: m.password },
      });
      expect(relogin.body.message).toBe('비밀번호가 잘못되었습니다. (남은 시도 4회)');
      expect((await call(app, 'GET', '/v1/app/auth/duplicated', { query: { lgnId: m.lgnId } })).body.available).toBe(
        true,
      );
    });
  });
});
