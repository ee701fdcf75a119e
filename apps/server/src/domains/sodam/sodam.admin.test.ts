import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { SODAM_DESK_MESSAGES as M } from '@onfan/contracts/sodam.admin';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';

/** A 1×1 PNG (the upload domain decides the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(app: FastifyInstance, url: string, token: string) {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadFiles"; filename="pd.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { imgPtUrls: string[]; message: string } };
}

const IF = '/v1/api/if/sodam';
const DESK = `${IF}/admin`;

describe('the 소담상회 desk', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const desk = await newOperator(app, ['MARKET'], { userNm: '판로담당' });
  const other = await newOperator(app, ['MARKET'], { userNm: '판로담당2' });
  const content = await newOperator(app, ['CONTENT']);
  const member = await newMember(app);

  const audits = (kind: string, id: number) =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', kind)
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();
  const storeBody = (overrides: Record<string, unknown> = {}) => ({
    storeNm: '소담상회 대전점',
    rgnNm: '대전',
    addr: '대전 중구 중앙로 100',
    oprHr: '10:00 ~ 19:00 (월요일 휴무)',
    telno: '042-123-4567',
    storeIntro: '대전 소상공인의 먹거리와 공예품을 모았습니다.',
    mallUrl: 'https://mall.example.kr/daejeon',
    sortSeq: 9,
    ...overrides,
  });
  const productBody = (storeId: number, overrides: Record<string, unknown> = {}) => ({
    storeId,
    ctgrCd: 'food',
    pdNm: '대전 성심 쌀과자',
    pdSmry: '국산 쌀로 구운 과자',
    pdDesc: '대전 쌀로 매일 굽는 과자입니다.',
    prc: 12000,
    orgnNm: '국산',
    sellerNm: '쌀과자공방',
    linkUrl: 'https://mall.example.kr/daejeon/rice',
    ...overrides,
  });
  const publicProducts = async (storeId: number) =>
    ((await call(app, 'GET', `${IF}/products`, { query: { storeId: String(storeId) } })).body.items as {
      pdId: number;
      pdNm: string;
      imgUrl: string;
      imgAlt: string;
    }[]) ?? [];

  it('creates a store with a picture, lists and shows it; the visitor sees it; a bad or taken name changes nothing', async () => {
    const up = await upload(app, `${DESK}/images`, desk.token);
    expect(up.status).toBe(200);
    const imgPtUrl = up.body.imgPtUrls[0]!;
    const made = await call(app, 'POST', `${DESK}/stores`, {
      token: desk.token,
      body: storeBody({ imgs: [{ imgPtUrl, imgAlt: '대전점 매장 입구' }] }),
    });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(M.storeCreated);
    const storeId = made.body.storeId as number;
    const detail = await call(app, 'GET', `${DESK}/stores/${storeId}`, { token: desk.token });
    expect(detail.body).toMatchObject({
      storeNm: '소담상회 대전점',
      useYn: 'Y',
      pdCnt: 0,
      mallUrl: storeBody().mallUrl,
    });
    expect(detail.body.imgs).toEqual([{ imgPtUrl, imgAlt: '대전점 매장 입구' }]);
    const shop = (await call(app, 'GET', `${IF}/stores`)).body as { storeNm: string; imgUrl: string | null }[];
    expect(shop.find((s) => s.storeNm === '소담상회 대전점')?.imgUrl).toBe(imgPtUrl);
    expect(await audits('sodam-store', storeId)).toHaveLength(1);

    const count = async () => (await db.selectFrom('sodamStore').select('storeId').execute()).length;
    const n = await count();
    const taken = await call(app, 'POST', `${DESK}/stores`, { token: desk.token, body: storeBody() });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ field: 'storeNm', message: M.storeNmTaken }]);
    const bad = await call(app, 'POST', `${DESK}/stores`, {
      token: desk.token,
      body: storeBody({ storeNm: '새 매장', telno: '12', mallUrl: 'javascript:alert(1)' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'telno', message: M.telInvalid },
        { field: 'mallUrl', message: M.urlInvalid },
      ]),
    );
    // A picture another operator uploaded is not this one's to use.
    const theirs = (await upload(app, `${DESK}/images`, other.token)).body.imgPtUrls[0]!;
    const stolen = await call(app, 'POST', `${DESK}/stores`, {
      token: desk.token,
      body: storeBody({ storeNm: '새 매장', imgs: [{ imgPtUrl: theirs, imgAlt: '사진' }] }),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual([{ field: 'imgs', message: M.imageNotYours }]);
    expect(await count()).toBe(n);
  });

  it('adds products to a store, hides one: the public shop lists the other only; a stale copy is refused', async () => {
    const storeId = (
      await call(app, 'POST', `${DESK}/stores`, { token: desk.token, body: storeBody({ storeNm: '소담상회 세종점' }) })
    ).body.storeId as number;
    const a = await call(app, 'POST', `${DESK}/products`, { token: desk.token, body: productBody(storeId) });
    expect(a.status).toBe(200);
    const b = await call(app, 'POST', `${DESK}/products`, {
      token: desk.token,
      body: productBody(storeId, { pdNm: '세종 복숭아 잼', ctgrCd: 'living', linkUrl: '' }),
    });
    const pdA = a.body.pdId as number;
    const pdB = b.body.pdId as number;
    expect((await publicProducts(storeId)).map((p) => p.pdNm).sort()).toEqual(['대전 성심 쌀과자', '세종 복숭아 잼']);

    const read = (await call(app, 'GET', `${DESK}/products/${pdB}`, { token: desk.token })).body;
    expect(read).toMatchObject({ pdNm: '세종 복숭아 잼', linkUrl: '', useYn: 'Y', storeNm: '소담상회 세종점' });
    const hide = await call(app, 'PUT', `${DESK}/products/${pdB}/visibility`, {
      token: desk.token,
      body: { updtDt: read.updtDt, useYn: 'N' },
    });
    expect(hide.status).toBe(200);
    expect(hide.body.message).toBe(M.productHidden);
    expect((await publicProducts(storeId)).map((p) => p.pdId)).toEqual([pdA]);
    expect((await call(app, 'GET', `${IF}/product/${pdB}`)).status).toBe(404);
    expect((await call(app, 'GET', `${IF}/product/${pdA}`)).body.linkUrl).toBe(productBody(0).linkUrl);

    // The copy read before the hide is stale now: the edit is refused and the product keeps its name.
    const stale = await call(app, 'PUT', `${DESK}/products/${pdB}`, {
      token: other.token,
      body: { ...productBody(storeId, { pdNm: '바뀐 이름' }), updtDt: read.updtDt },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ADMIN_MESSAGES.staleCopy);
    expect((await call(app, 'GET', `${DESK}/products/${pdB}`, { token: desk.token })).body.pdNm).toBe('세종 복숭아 잼');
    expect((await audits('sodam-product', pdB)).map((r) => r.action)).toEqual(['CREATE', 'HIDE']);

    // The desk lists hidden ones with filters; the price is checked at the field.
    const hidden = await call(app, 'GET', `${DESK}/products`, {
      token: desk.token,
      query: { storeId: String(storeId), useYn: 'N' },
    });
    expect(hidden.body.items.map((p: { pdId: number }) => p.pdId)).toEqual([pdB]);
    const badPrice = await call(app, 'POST', `${DESK}/products`, {
      token: desk.token,
      body: productBody(storeId, { prc: -1 }),
    });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.errors).toEqual([{ field: 'prc', message: M.prcInvalid }]);
  });

  it('a hidden store takes its products off the public shop; the edit of a store names its copy', async () => {
    const storeId = (
      await call(app, 'POST', `${DESK}/stores`, { token: desk.token, body: storeBody({ storeNm: '소담상회 청주점' }) })
    ).body.storeId as number;
    const pdId = (await call(app, 'POST', `${DESK}/products`, { token: desk.token, body: productBody(storeId) })).body
      .pdId as number;
    const read = (await call(app, 'GET', `${DESK}/stores/${storeId}`, { token: desk.token })).body;
    const edit = await call(app, 'PUT', `${DESK}/stores/${storeId}`, {
      token: desk.token,
      body: { ...storeBody({ storeNm: '소담상회 청주본점' }), updtDt: read.updtDt },
    });
    expect(edit.status).toBe(200);
    const again = await call(app, 'PUT', `${DESK}/stores/${storeId}`, {
      token: other.token,
      body: { ...storeBody({ storeNm: '덮어쓰기' }), updtDt: read.updtDt },
    });
    expect(again.status).toBe(409);
    const fresh = (await call(app, 'GET', `${DESK}/stores/${storeId}`, { token: desk.token })).body;
    expect(fresh.storeNm).toBe('소담상회 청주본점');
    const hide = await call(app, 'PUT', `${DESK}/stores/${storeId}/visibility`, {
      token: desk.token,
      body: { updtDt: fresh.updtDt, useYn: 'N' },
    });
    expect(hide.body.message).toBe(M.storeHidden);
    const stores = (await call(app, 'GET', `${IF}/stores`)).body as { storeId: number }[];
    expect(stores.some((s) => s.storeId === storeId)).toBe(false);
    expect(await publicProducts(storeId)).toEqual([]);
    expect((await call(app, 'GET', `${IF}/product/${pdId}`)).status).toBe(404);
    expect((await audits('sodam-store', storeId)).map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'HIDE']);
  });

  it('is the market desk’s: another desk, a member and a visitor are refused', async () => {
    expect((await call(app, 'GET', `${DESK}/stores`, { token: content.token })).status).toBe(403);
    expect((await call(app, 'GET', `${DESK}/products`, { token: member.token })).status).toBe(403);
    expect((await call(app, 'POST', `${DESK}/stores`, { body: storeBody({ storeNm: '익명' }) })).status).toBe(401);
    const list = await call(app, 'GET', `${DESK}/stores`, { token: desk.token, query: { q: '인사동' } });
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBeGreaterThanOrEqual(1);
  });
});
