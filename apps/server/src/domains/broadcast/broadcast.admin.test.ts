import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { BROADCAST_DESK_MESSAGES as M } from '@onfan/contracts/broadcast.admin';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';

/** A 1×1 PNG (the upload domain decides the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadImage(app: FastifyInstance, token: string) {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadFiles"; filename="poster.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/app/broadcast/admin/images',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { imgPtUrls: string[]; message: string } };
}

/** 2026-12-10 10:00 in Seoul. */
const clock = fixedClock('2026-12-10T01:00:00Z');
const API = '/v1/app/broadcast/admin';

describe('the broadcast desk', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['BROADCAST'], { userNm: '방송담당' });
  const other = await newOperator(app, ['BROADCAST'], { userNm: '방송담당둘' });
  const member = await newMember(app);
  const audits = (kind: string, id: number) =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', kind)
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();

  const channel = await call(app, 'POST', `${API}/channels`, {
    token: desk.token,
    body: { chnlNm: '데스크 채널', chnlExpln: '방송 담당이 만든 채널', useYn: 'Y' },
  });
  const brcChnlId = channel.body.brcChnlId as number;

  const commerce = (over: Record<string, unknown> = {}) => ({
    brcTypeDcd: '4',
    brcChnlId,
    brcTit: '겨울 김장 특가 라이브',
    brcExpln: '절임배추와 양념을 소개합니다.',
    brcBgngDt: '2026-12-10T14:00',
    brcEndDt: '2026-12-10T15:00',
    products: [{ prdctNm: '절임배추 10kg', prc: 29000, sellerNm: '해남농장' }],
    pstrImgs: [],
    expsrYn: 'Y',
    ...over,
  });
  const create = (body: object, token = desk.token) => call(app, 'POST', `${API}/broadcasts`, { token, body });
  const detail = async (id: number) => (await call(app, 'GET', `${API}/broadcasts/${id}`, { token: desk.token })).body;

  it('creates, lists and edits a channel with its picture; a stale copy is refused and changes nothing', async () => {
    expect(channel.status, JSON.stringify(channel.body)).toBe(200);
    const pic = await uploadImage(app, desk.token);
    expect(pic.status, JSON.stringify(pic.body)).toBe(200);
    const read = (await call(app, 'GET', `${API}/channels/${brcChnlId}`, { token: desk.token })).body;
    const edit = (updtDt: string, chnlNm: string, token = desk.token) =>
      call(app, 'PUT', `${API}/channels/${brcChnlId}`, {
        token,
        body: {
          chnlNm,
          chnlExpln: read.chnlExpln,
          useYn: 'Y',
          chnlImgs: [{ imgPtUrl: pic.body.imgPtUrls[0], imgAlt: '채널 로고' }],
          updtDt,
        },
      });
    clock.set('2026-12-10T01:00:01Z');
    const first = await edit(read.updtDt, '데스크 채널 1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await edit(read.updtDt, '데스크 채널 2', other.token);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ADMIN_MESSAGES.staleCopy);
    const after = (await call(app, 'GET', `${API}/channels/${brcChnlId}`, { token: desk.token })).body;
    expect(after.chnlNm).toBe('데스크 채널 1');
    expect(after.chnlImgs).toEqual([{ imgPtUrl: pic.body.imgPtUrls[0], imgAlt: '채널 로고' }]);
    // Another operator's upload is not this operator's to name.
    const theirs = await uploadImage(app, other.token);
    const refused = await edit(after.updtDt, '데스크 채널 3');
    expect(refused.status).toBe(200);
    const notMine = await call(app, 'PUT', `${API}/channels/${brcChnlId}`, {
      token: desk.token,
      body: {
        chnlNm: '데스크 채널 1',
        chnlImgs: [{ imgPtUrl: theirs.body.imgPtUrls[0], imgAlt: 'x' }],
        updtDt: (await call(app, 'GET', `${API}/channels/${brcChnlId}`, { token: desk.token })).body.updtDt,
      },
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors[0]).toEqual({ field: 'chnlImgs', message: M.imageNotYours });
    expect((await audits('broadcastChannel', brcChnlId)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
    const list = await call(app, 'GET', `${API}/channels`, { token: desk.token, query: { q: '데스크' } });
    expect(list.body.items.map((c: { brcChnlId: number }) => c.brcChnlId)).toEqual([brcChnlId]);
  });

  it('refuses bad schedules in Korean at the field and changes nothing', async () => {
    const before = await db
      .selectFrom('brcInfo')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const backwards = await create(commerce({ brcEndDt: '2026-12-10T13:00' }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toContainEqual({ field: 'brcEndDt', message: M.endBeforeStart });
    const noProducts = await create(commerce({ products: [] }));
    expect(noProducts.body.errors).toContainEqual({ field: 'products', message: M.productsRequired });
    const noTitle = await create(commerce({ brcTit: ' ', brcBgngDt: '' }));
    expect(noTitle.body.errors).toContainEqual({ field: 'brcTit', message: M.titleRequired });
    expect(noTitle.body.errors).toContainEqual({ field: 'brcBgngDt', message: M.startRequired });
    const after = await db
      .selectFrom('brcInfo')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('schedules a commerce live with a product and a poster that the public schedule shows; no overlap on a channel', async () => {
    const pic = await uploadImage(app, desk.token);
    const made = await create(commerce({ pstrImgs: [{ imgPtUrl: pic.body.imgPtUrls[0], imgAlt: '김장 포스터' }] }));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.brcInfoNo as number;
    const schedule = await call(app, 'GET', '/v1/app/broadcast/sms/prog/schedule', { query: { ym: '202612' } });
    const shown = (schedule.body as { brcInfoNo: number; posterUrl: string | null }[]).find((b) => b.brcInfoNo === id);
    expect(shown?.posterUrl).toBe(pic.body.imgPtUrls[0]);
    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${id}`);
    expect(view.body.products).toEqual([{ prdctNm: '절임배추 10kg', prc: 29000, sellerNm: '해남농장' }]);
    // The channel's picture from the desk is on the public page with its text.
    expect(view.body.channel.chnlImgAlt).toBe('채널 로고');
    expect(view.body.channel.chnlImgUrl).toMatch(/^\/files\//);

    const clash = await create(commerce({ brcTypeDcd: '1', products: [], brcBgngDt: '2026-12-10T14:30' }));
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toContainEqual({ field: 'brcTit', message: M.titleTaken });
    const overlap = await create(
      commerce({ brcTypeDcd: '1', brcTit: '겹치는 라이브', products: [], brcBgngDt: '2026-12-10T14:30' }),
    );
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors).toContainEqual({ field: 'brcBgngDt', message: M.overlap });

    const list = await call(app, 'GET', `${API}/broadcasts`, {
      token: desk.token,
      query: { brcType: '4', state: 'SCHEDULED', brcChnlId: String(brcChnlId), from: '2026-12-10', to: '2026-12-10' },
    });
    expect(list.body.items.map((b: { brcInfoNo: number }) => b.brcInfoNo)).toEqual([id]);
    expect(list.body.items[0].prdctCnt).toBe(1);
  });

  it('starts a scheduled live now and ends it early; viewers see it ended; stale copies are refused', async () => {
    const made = await create(
      commerce({
        brcTypeDcd: '1',
        brcTit: '아침 라이브',
        products: [],
        brcBgngDt: '2026-12-10T10:30',
        brcEndDt: '2026-12-10T11:00',
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.brcInfoNo as number;
    const read = await detail(id);
    clock.set('2026-12-10T01:05:30Z'); // 10:05:30 in Seoul
    const started = await call(app, 'PUT', `${API}/broadcasts/${id}/start`, {
      token: desk.token,
      body: { updtDt: read.updtDt },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await call(app, 'GET', `/v1/app/broadcast/brcSts/${id}`)).body.brcSts).toBe('LIVE');
    // The copy read before the start is stale now.
    const stale = await call(app, 'PUT', `${API}/broadcasts/${id}/end`, {
      token: other.token,
      body: { updtDt: read.updtDt },
    });
    expect(stale.status).toBe(409);
    expect((await call(app, 'GET', `/v1/app/broadcast/brcSts/${id}`)).body.brcSts).toBe('LIVE');

    clock.set('2026-12-10T01:10:00Z');
    const live = await detail(id);
    expect(live.brcSts).toBe('LIVE');
    const ended = await call(app, 'PUT', `${API}/broadcasts/${id}/end`, {
      token: desk.token,
      body: { updtDt: live.updtDt },
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.message).toBe(M.endedEarly);
    clock.set('2026-12-10T01:10:01Z');
    const status = await call(app, 'GET', `/v1/app/broadcast/brcSts/${id}`);
    expect(status.body.brcSts).toBe('ENDED');
    expect(status.body.brcEndDt).toBe('2026-12-10T10:10:00+09:00');
    const again = await call(app, 'PUT', `${API}/broadcasts/${id}/end`, {
      token: desk.token,
      body: { updtDt: (await detail(id)).updtDt },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.notLive);
    // The ended live is still edited as shown: its times, to the minute, are its stored ones.
    const shown = await detail(id);
    const edited = await call(app, 'PUT', `${API}/broadcasts/${id}`, {
      token: desk.token,
      body: {
        ...commerce({ brcTypeDcd: '1', products: [] }),
        brcTit: '아침 라이브 (종료)',
        brcBgngDt: shown.brcBgngDt,
        brcEndDt: shown.brcEndDt,
        updtDt: shown.updtDt,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await call(app, 'GET', `/v1/app/broadcast/brcSts/${id}`)).body.brcEndDt).toBe('2026-12-10T10:10:00+09:00');
    expect((await audits('broadcast', id)).map((a) => a.action)).toEqual(['CREATE', 'START_NOW', 'END_NOW', 'UPDATE']);
  });

  it('flags a recording without captions, and hides and shows its comments through the one moderation path', async () => {
    const made = await create(
      commerce({
        brcTypeDcd: '2',
        products: [],
        brcTit: '지난 김장 라이브 다시보기',
        brcBgngDt: '2026-12-01T10:00',
        brcEndDt: '2026-12-01T11:00',
      }),
    );
    const id = made.body.brcInfoNo as number;
    const row = await detail(id);
    expect(row.captionYn).toBe('N');
    const posted = await call(app, 'POST', '/v1/app/vod/vodCmnt', {
      token: member.token,
      body: { brcInfoNo: id, cmntCn: '양념 레시피가 궁금해요.' },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const comments = await call(app, 'GET', `${API}/broadcasts/${id}/comments`, { token: desk.token });
    const c = comments.body.items[0];
    expect(c.cmntCn).toBe('양념 레시피가 궁금해요.');
    expect(c.userNm).not.toBe(member.userNm);
    const hide = (updtDt: string, action: 'HIDE' | 'SHOW', token = desk.token) =>
      call(app, 'PUT', `${API}/comments/${c.vodCmntId}/visibility`, { token, body: { updtDt, action } });
    expect((await hide(c.updtDt, 'HIDE')).status).toBe(200);
    const publicList = await call(app, 'GET', '/v1/app/vod/vodCmnt', { query: { brcInfoNo: String(id) } });
    expect(publicList.body.items).toHaveLength(0);
    expect((await hide(c.updtDt, 'HIDE', other.token)).status).toBe(409);
    const hidden = (await call(app, 'GET', `${API}/broadcasts/${id}/comments`, { token: desk.token })).body.items[0];
    expect(hidden.expsrYn).toBe('N');
    expect((await hide(hidden.updtDt, 'SHOW')).status).toBe(200);
    const back = await call(app, 'GET', '/v1/app/vod/vodCmnt', { query: { brcInfoNo: String(id) } });
    expect(back.body.items).toHaveLength(1);
    expect((await audits('vodComment', c.vodCmntId)).map((a) => a.action)).toEqual(['HIDE', 'SHOW']);
  });

  it('is refused to a member and to an operator of another desk', async () => {
    expect((await call(app, 'GET', `${API}/broadcasts`, { token: member.token })).status).toBe(403);
    const content = await newOperator(app, ['CONTENT']);
    expect((await call(app, 'GET', `${API}/channels`, { token: content.token })).status).toBe(403);
  });

  it('answers odd input from an operator with a Korean 400 in the envelope, never a 5xx, and changes nothing', async () => {
    const ODD: unknown[] = [
      '',
      'a\u0000b',
      '\u202Eabc',
      "' OR 1=1--",
      '<script>alert(1)</script>',
      -1,
      1e308,
      2 ** 31,
      null,
      true,
      ['x'],
      { a: 1 },
      'ㄱ'.repeat(5000),
    ];
    const counts = async () =>
      Promise.all(
        (['brcInfo', 'brcChnl', 'brcPrdct'] as const).map(async (t) =>
          Number(
            (
              await db
                .selectFrom(t)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const base = commerce({ brcTit: '이상한 입력 시험' });
    const live = (await call(app, 'GET', `${API}/broadcasts`, { token: desk.token, query: { pageSize: '1' } })).body
      .items[0];
    const targets: [string, string, Record<string, unknown>][] = [
      ['POST', `${API}/broadcasts`, base],
      ['PUT', `${API}/broadcasts/${live.brcInfoNo}`, { ...base, updtDt: 'x' }],
      ['POST', `${API}/channels`, { chnlNm: '이상한 채널', chnlExpln: '', useYn: 'Y' }],
      ['PUT', `${API}/broadcasts/${live.brcInfoNo}/end`, { updtDt: 'x' }],
      ['PUT', `${API}/broadcasts/${live.brcInfoNo}/start`, { updtDt: 'x' }],
    ];
    for (const [method, url, body] of targets) {
      for (const field of Object.keys(body)) {
        for (const value of ODD) {
          const rows = await counts();
          const res = await call(app, method as 'POST', url, { token: desk.token, body: { ...body, [field]: value } });
          const label = `${method} ${url} ${field}=${JSON.stringify(value).slice(0, 40)}`;
          expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
          // A value the contract coerces (true as channel 1) may be taken; a refusal is Korean and changes nothing.
          if (res.status >= 400) {
            expect(res.body.message, label).toMatch(/[가-힣]/);
            expect(await counts(), label).toEqual(rows);
          }
        }
      }
    }
    for (const q of [
      { from: '2026-13-01' },
      { to: 'x' },
      { state: 'x' },
      { brcType: '9' },
      { sort: 'x' },
      { from: '2026-12-10', to: '2026-12-01' },
    ]) {
      const res = await call(app, 'GET', `${API}/broadcasts`, { token: desk.token, query: q });
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  }, 180_000);
});
