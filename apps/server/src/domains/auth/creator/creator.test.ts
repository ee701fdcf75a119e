import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.js';
import { call, login, newMember, userRow } from '../auth.testkit.js';

const CREATOR = {
  ctrNm: '홍크리',
  ctrActvtNm: '먹방홍',
  ytbChnlUrl: 'https://www.youtube.com/@hongeats',
  ytbChnlNm: '홍먹방',
  ytbChnlCtgrTypCd: 'FOOD',
  telNo: '02-123-4567',
  mblNo: '010-1234-5678',
  ctrEmail: 'hong@creator.kr',
  zipNo: '04524',
  bscAddr: '서울특별시 중구 세종대로 110',
  dtlAddr: '3층',
  ctrNote: '라이브 커머스 경험 3년',
  gndrCd: 'M',
};

describe('creator information (ctr)', async () => {
  const { app, database } = await createTestApp();
  // The code domain seeds these groups; make sure the values this test uses exist either way.
  await database.db
    .insertInto('cmmnCd')
    .values([
      { cmmnCd: 'YTB_CHNL_CTGR_TYP_CD', cmmnCdVal: 'FOOD', cmmnCdValNm: '푸드', sortSeq: 1 },
      { cmmnCd: 'GNDR_CD', cmmnCdVal: 'M', cmmnCdValNm: '남성', sortSeq: 1 },
    ])
    .onConflict((oc) => oc.columns(['cmmnCd', 'cmmnCdVal']).doNothing())
    .execute();

  it('has nothing before the member saves it', async () => {
    const m = await newMember(app);
    const res = await call(app, 'GET', '/v1/app/auth/ctr', { token: m.token });
    expect(res.body).toEqual({ userPattnCd: '200', creator: null });
  });

  it('names every missing required field in Korean', async () => {
    const m = await newMember(app);
    const res = await call(app, 'POST', '/v1/app/auth/ctr', { token: m.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'ctrNm', message: '인플루언서 이름을 입력해주세요.' },
        { field: 'ctrActvtNm', message: '인플루언서 활동명을 입력해주세요.' },
        { field: 'mblNo', message: '휴대폰번호를 입력해주세요.' },
        { field: 'ctrEmail', message: '이메일을 입력해주세요.' },
        { field: 'gndrCd', message: '성별을 선택해주세요.' },
        { field: 'ytbChnlCtgrTypCd', message: '채널 카테고리를 선택해주세요.' },
        { field: 'ytbChnlUrl', message: '채널 URL을 입력해주세요.' },
        { field: 'ytbChnlNm', message: '채널명을 입력해주세요.' },
      ]),
    );
    expect(res.body.message.split('\n')[0]).toBe('인플루언서 이름을 입력해주세요.');
  });

  it('checks the e-mail, the URL and the codes', async () => {
    const m = await newMember(app);
    const email = await call(app, 'POST', '/v1/app/auth/ctr', {
      token: m.token,
      body: { ...CREATOR, ctrEmail: 'nope' },
    });
    expect(email.body.message).toBe('이메일 형식이 맞지 않습니다.');
    const url = await call(app, 'POST', '/v1/app/auth/ctr', {
      token: m.token,
      body: { ...CREATOR, ytbChnlUrl: 'youtube' },
    });
    expect(url.body.message).toBe('채널 URL 형식이 맞지 않습니다.');
    const code = await call(app, 'POST', '/v1/app/auth/ctr', {
      token: m.token,
      body: { ...CREATOR, gndrCd: 'X', ytbChnlCtgrTypCd: 'NOPE' },
    });
    expect(code.status).toBe(400);
    expect(code.body.errors).toEqual([
      { field: 'ytbChnlCtgrTypCd', message: '채널 카테고리를 선택해주세요.' },
      { field: 'gndrCd', message: '성별을 선택해주세요.' },
    ]);
    expect((await userRow(database, m.userId)).userPattnCd).toBe('200');
  });

  it('converts a pattern-200 member to creator (300), strips dashes from phones, and then edits', async () => {
    const m = await newMember(app);
    const saved = await call(app, 'POST', '/v1/app/auth/ctr', { token: m.token, body: CREATOR });
    expect(saved.body).toEqual({ number: 200, message: '크리에이터로 전환되었습니다.', userPattnCd: '300' });
    expect((await userRow(database, m.userId)).userPattnCd).toBe('300');
    // The session reloads as a creator.
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).body.userPattnCd).toBe('300');

    const got = await call(app, 'GET', '/v1/app/auth/ctr', { token: m.token });
    expect(got.body.creator).toMatchObject({ mblNo: '01012345678', telNo: '021234567', ctrNm: '홍크리' });

    const edited = await call(app, 'POST', '/v1/app/auth/ctr', {
      token: m.token,
      body: { ...CREATOR, ctrActvtNm: '새활동명', telNo: '' },
    });
    expect(edited.body).toEqual({ number: 200, message: '크리에이터 정보가 저장되었습니다.', userPattnCd: '300' });
    const again = await call(app, 'GET', '/v1/app/auth/ctr', { token: m.token });
    expect(again.body.creator).toMatchObject({ ctrActvtNm: '새활동명', telNo: null });
  });

  it('an operator cannot become a creator', async () => {
    const token = await login(app, 'demo-admin');
    const res = await call(app, 'POST', '/v1/app/auth/ctr', { token, body: CREATOR });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('크리에이터 전환은 소상공인 회원만 할 수 있습니다.');
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/v1/app/auth/ctr')).status).toBe(401);
  });
});
