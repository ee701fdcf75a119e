import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { removeEndedNotices } from './notice.jobs.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Files uploaded as the write page sends them (multipart `uploadFiles`). */
async function upload(app: FastifyInstance, token: string, name: string, content: Buffer, type: string) {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadFiles"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/app/notice/admin/files',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { files: { fileId: string; fileNm: string }[] } };
}

interface Row {
  ntcId: number;
  tit: string;
  state: string;
  fixYn: string;
  updtDt: string;
  atchCnt: number;
}

// 2026-12-01 10:00 in Seoul.
const clock = fixedClock('2026-12-01T01:00:00.000Z');

describe('the notices desk', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['CONTENT'], { userNm: '콘텐츠담당' });
  const base = {
    cn: '<p>온판 겨울 점검 안내입니다.</p><script>alert(1)</script>',
    fixYn: 'N',
    popupYn: 'N',
  };
  const create = (body: object, token = desk.token) =>
    call(app, 'POST', '/v1/app/notice/admin/notices', { token, body: { ...base, ...body } });
  const detail = async (id: number) =>
    (await call(app, 'GET', `/v1/app/notice/admin/notices/${id}`, { token: desk.token })).body as Row & {
      cn: string;
      atchFiles: { fileId: string; fileNm: string }[];
      popupBgngDe: string | null;
      popupHideDays: number;
    };
  const list = async (query = '', token = desk.token) =>
    (await call(app, 'GET', `/v1/app/notice/admin/notices?pageSize=100${query}`, { token })).body as {
      totalCount: number;
      items: Row[];
    };
  const search = async (term: string) => {
    const res = await call(app, 'GET', `/v1/app/common/search?searchTerm=${encodeURIComponent(term)}`);
    const body = res.body as { groups: { type: string; items: { id: string }[] }[] };
    return body.groups.filter((g) => g.type === 'notice').flatMap((g) => g.items.map((i) => Number(i.id)));
  };
  const popups = async () =>
    (await call(app, 'GET', '/v1/app/notice/ntcList')).body as { ntcId: number; hideDays: number }[];
  const sitemapHas = async (id: number) =>
    (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes(`/notice/${id}/view</loc>`);
  const publicView = (id: number) => call(app, 'GET', `/v1/app/notice/ntc/${id}`);
  const publicList = async (term: string) =>
    (
      (await call(app, 'GET', `/v1/app/notice/notice2/ntcs?searchTerm=${encodeURIComponent(term)}`)).body as {
        items: { contentsId: number }[];
      }
    ).items.map((i) => i.contentsId);
  const audits = (id: number) =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', 'notice')
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();

  it('is refused to a visitor, a member and an operator without the content or system role', async () => {
    const member = await newMember(app);
    const booking = await newOperator(app, ['RESERVATION']);
    expect((await call(app, 'GET', '/v1/app/notice/admin/notices')).status).toBe(401);
    expect((await call(app, 'GET', '/v1/app/notice/admin/notices', { token: member.token })).status).toBe(403);
    const wrongRole = await create({ tit: '역할 없는 공지' }, booking.token);
    expect(wrongRole.status).toBe(403);
    expect((await create({ tit: '회원 공지' }, member.token)).status).toBe(403);
    const system = await newOperator(app, ['SYSTEM']);
    expect((await call(app, 'GET', '/v1/app/notice/admin/notices', { token: system.token })).status).toBe(200);
    expect(
      await db.selectFrom('contentItem').select('contentsId').where('tit', 'like', '%없는 공지').execute(),
    ).toEqual([]);
  });

  it('creates a pinned notice with an attachment and a popup window: public at once, found by search, audited', async () => {
    const up = await upload(app, desk.token, '점검 안내.pdf', PDF, 'application/pdf');
    expect(up.status).toBe(200);
    const fileId = up.body.files[0]!.fileId;
    const res = await create({
      tit: '동계 점검 공지',
      fixYn: 'Y',
      popupYn: 'Y',
      popupBgngDe: '2026-12-01',
      popupEndDe: '2026-12-03',
      popupHideDays: 30,
      atchFileIds: [fileId],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ number: 200, message: '공지사항을 등록했습니다.' });
    const id = (res.body as { ntcId: number }).ntcId;

    const d = await detail(id);
    expect(d).toMatchObject({
      tit: '동계 점검 공지',
      state: 'POSTED',
      fixYn: 'Y',
      popupBgngDe: '2026-12-01',
      popupHideDays: 30,
    });
    expect(d.cn).not.toContain('script');
    expect(d.atchFiles.map((f) => f.fileNm)).toEqual(['점검 안내.pdf']);
    // Pinned first in the desk's list.
    expect((await list()).items[0]!.ntcId).toBe(id);

    // A read after the change shows it: the public view with its file, the popup with its 30 days, the search.
    const view = await publicView(id);
    expect(view.status).toBe(200);
    const file = (view.body as { atchFiles: { downloadUrl: string }[] }).atchFiles[0]!;
    const download = await app.inject({ method: 'GET', url: file.downloadUrl.replace(/^https?:\/\/[^/]+/, '') });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await popups()).find((p) => p.ntcId === id)?.hideDays).toBe(30);
    expect(await search('동계 점검')).toContain(id);

    const rows = await audits(id);
    expect(rows.map((r) => [r.action, r.oprUserId, r.beforeJson])).toEqual([['CREATE', desk.userId, null]]);
    expect(JSON.parse(rows[0]!.afterJson!)).toMatchObject({ tit: '동계 점검 공지', fixYn: 'Y', atchFileIds: [fileId] });

    // Another operator's upload, or a file used already, cannot be attached.
    const other = await newOperator(app, ['CONTENT']);
    const again = await create({ tit: '같은 파일', atchFileIds: [fileId] }, other.token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('첨부파일을 다시 올려 주세요.');
  });

  it('shows a scheduled notice by itself when its window begins, and takes it away when it ends', async () => {
    const res = await create({
      tit: '예약된 송년 공지',
      pstgBgngDt: '2026-12-01T12:00',
      pstgEndDt: '2026-12-01T18:00',
      popupYn: 'Y',
      popupBgngDe: '2026-12-01',
      popupEndDe: '2026-12-01',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body as { ntcId: number }).ntcId;
    expect((await detail(id)).state).toBe('SCHEDULED');
    expect((await list('&state=SCHEDULED')).items.map((r) => r.ntcId)).toEqual([id]);
    expect((await publicView(id)).status).toBe(404);
    expect(await publicList('송년')).toEqual([]);
    expect((await popups()).map((p) => p.ntcId)).not.toContain(id);
    expect(await search('송년')).toEqual([]);
    expect(await sitemapHas(id)).toBe(false);

    clock.set('2026-12-01T03:00:00.000Z'); // 12:00 in Seoul
    try {
      expect((await publicView(id)).status).toBe(200);
      expect(await search('송년')).toEqual([id]);
      expect(await sitemapHas(id)).toBe(true);
      expect(await publicList('송년')).toEqual([id]);
      expect((await popups()).map((p) => p.ntcId)).toContain(id);
      // Operator sessions end after 30 idle minutes: a fresh one at this hour.
      const later = await newOperator(app, ['CONTENT']);
      expect((await list('&state=POSTED', later.token)).items.map((r) => r.ntcId)).toContain(id);

      clock.set('2026-12-01T09:00:00.000Z'); // 18:00 in Seoul
      expect((await publicView(id)).status).toBe(404);
      expect((await popups()).map((p) => p.ntcId)).not.toContain(id);
      // Search keeps no end: the minute's job takes the ended notice out of the index (and the sitemap).
      expect(await search('송년')).toEqual([id]);
      expect(await removeEndedNotices(db, clock)).toBe(1);
      expect(await search('송년')).toEqual([]);
      expect(await sitemapHas(id)).toBe(false);
      const evening = await newOperator(app, ['CONTENT']);
      expect((await list('&state=ENDED', evening.token)).items.map((r) => r.ntcId)).toEqual([id]);
    } finally {
      clock.set('2026-12-01T01:00:00.000Z');
    }
  });

  it('refuses a stale copy on edit and hide, changing nothing; hides and shows again with audit rows', async () => {
    const id = ((await create({ tit: '수정할 공지' })).body as { ntcId: number }).ntcId;
    const copy = await detail(id);
    const edit = (body: object) =>
      call(app, 'PUT', `/v1/app/notice/admin/notices/${id}`, { token: desk.token, body: { ...base, ...body } });
    const hide = (action: string, updtDt: string) =>
      call(app, 'PUT', `/v1/app/notice/admin/notices/${id}/visibility`, {
        token: desk.token,
        body: { action, updtDt },
      });

    clock.set('2026-12-01T01:00:01.000Z');
    try {
      const first = await edit({ tit: '수정한 공지', updtDt: copy.updtDt });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const stale = await edit({ tit: '늦게 수정한 공지', updtDt: copy.updtDt });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');
      expect((await detail(id)).tit).toBe('수정한 공지');
      expect((await hide('HIDE', copy.updtDt)).status).toBe(409);
      expect((await detail(id)).state).toBe('POSTED');

      const fresh = await detail(id);
      clock.set('2026-12-01T01:00:02.000Z');
      const hidden = await hide('HIDE', fresh.updtDt);
      expect(hidden.body).toEqual({ number: 200, message: '공지사항을 숨겼습니다. 방문자에게 보이지 않습니다.' });
      expect((await publicView(id)).status).toBe(404);
      expect(await search('수정한 공지')).not.toContain(id);
      expect((await list('&state=HIDDEN')).items.map((r) => r.ntcId)).toEqual([id]);

      clock.set('2026-12-01T01:00:03.000Z');
      expect((await hide('UNHIDE', (await detail(id)).updtDt)).status).toBe(200);
      expect((await publicView(id)).status).toBe(200);
      expect(await search('수정한 공지')).toContain(id);
    } finally {
      clock.set('2026-12-01T01:00:00.000Z');
    }
    const rows = await audits(id);
    expect(rows.map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'HIDE', 'UNHIDE']);
    expect(JSON.parse(rows[1]!.beforeJson!)).toMatchObject({ tit: '수정할 공지' });
    expect(JSON.parse(rows[1]!.afterJson!)).toMatchObject({ tit: '수정한 공지' });
    expect(JSON.parse(rows[2]!.afterJson!)).toMatchObject({ expsrYn: 'N' });
  });

  it('answers bad input with a Korean 400 and writes nothing', async () => {
    const before = await list();
    const cases: [object, string][] = [
      [{ tit: '' }, '제목을 입력해 주세요.'],
      [{ tit: '본문 없음', cn: '<script>x</script>' }, '내용을 입력해 주세요.'],
      [
        { tit: '기간', pstgBgngDt: '2026-12-02T10:00', pstgEndDt: '2026-12-02T09:00' },
        '게시 종료는 게시 시작보다 뒤여야 합니다.',
      ],
      [{ tit: '팝업', popupYn: 'Y' }, '팝업 시작일과 종료일을 입력해 주세요.'],
      [
        { tit: '팝업', popupYn: 'Y', popupBgngDe: '2026-12-02', popupEndDe: '2026-12-02', popupHideDays: 7 },
        '보지 않기 기간은 1일 또는 30일 중에서 골라 주세요.',
      ],
      [{ tit: '날짜', pstgBgngDt: '2026-13-40T10:00' }, '날짜와 시각을 올바르게 입력해 주세요.'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await list()).totalCount).toBe(before.totalCount);
    const missing = await call(app, 'PUT', '/v1/app/notice/admin/notices/999999/visibility', {
      token: desk.token,
      body: { action: 'HIDE', updtDt: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it('sorts by a column the list names, both ways, and refuses any other', async () => {
    // Plain ASCII titles, so both databases order them alike; the pinned one leads only the list's own order.
    for (const [tit, fixYn] of [
      ['sortcheck-b', 'Y'],
      ['sortcheck-a', 'N'],
      ['sortcheck-c', 'N'],
    ]) {
      expect((await create({ tit, fixYn })).status).toBe(200);
    }
    const tits = async (query: string) => (await list(`&q=sortcheck${query}`)).items.map((r) => r.tit);
    expect(await tits('')).toEqual(['sortcheck-b', 'sortcheck-c', 'sortcheck-a']);
    expect(await tits('&sort=tit&order=asc')).toEqual(['sortcheck-a', 'sortcheck-b', 'sortcheck-c']);
    expect(await tits('&sort=tit&order=desc')).toEqual(['sortcheck-c', 'sortcheck-b', 'sortcheck-a']);
    const ids = async (query: string) => (await list(query)).items.map((r) => r.ntcId);
    const up = await ids('&sort=regDt&order=asc');
    expect(up.length).toBeGreaterThan(2);
    expect(await ids('&sort=regDt&order=desc')).toEqual([...up].reverse());
    const fewest = await list('&sort=atchCnt&order=asc');
    expect(fewest.items.map((r) => r.atchCnt)).toEqual(fewest.items.map((r) => r.atchCnt).sort((a, b) => a - b));
    expect(await ids('&sort=atchCnt&order=desc')).toEqual(fewest.items.map((r) => r.ntcId).reverse());
    const bad = await call(app, 'GET', '/v1/app/notice/admin/notices?sort=cn', { token: desk.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });
});
