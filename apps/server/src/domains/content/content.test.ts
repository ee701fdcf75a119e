import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { systemClock } from '../../lib/clock.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { createContentService } from './content.module.js';

describe('content engine, notices and main page', async () => {
  const { app, database } = await createTestApp();

  it('pages notices by 10 with search 전체/제목, pinned first', async () => {
    const first = await call(app, 'GET', '/v1/app/notice/notice2/ntcs');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 20, hasMore: true });
    expect(first.body.items[0].fixYn).toBe('Y');
    const second = await call(app, 'GET', '/v1/app/notice/notice2/ntcs', { query: { pageNo: '2' } });
    expect(second.body.items).toHaveLength(10);
    expect(second.body.hasMore).toBe(false);
    const inBody = await call(app, 'GET', '/v1/app/notice/notice2/ntcs', {
      query: { searchTerm: '노쇼', option: '전체' },
    });
    expect(inBody.body.totalCount).toBe(1);
    const inTitle = await call(app, 'GET', '/v1/app/notice/notice2/ntcs', {
      query: { searchTerm: '노쇼', option: '제목' },
    });
    expect(inTitle.body.totalCount).toBe(0);
  });

  it('shows a notice with attachments and previous/next, and downloads with the Korean file name', async () => {
    const list = await call(app, 'GET', '/v1/app/notice/notice2/ntcs', { query: { searchTerm: '통합 공고' } });
    const id = list.body.items[0].contentsId as number;
    const view = await call(app, 'GET', `/v1/app/notice/ntc/${id}`);
    expect(view.status).toBe(200);
    expect(view.body.atchFiles).toHaveLength(2);
    expect(view.body.preId === null && view.body.nextId === null).toBe(false);
    const file = view.body.atchFiles[0];
    expect(file.fileNm).toBe('2026년_소상공인_지원사업_통합공고.pdf');
    const res = await app.inject({ method: 'GET', url: file.downloadUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(contentDisposition('2026년_소상공인_지원사업_통합공고.pdf'));
    expect(String(res.headers['content-disposition'])).toContain(
      "filename*=UTF-8''2026%EB%85%84_%EC%86%8C%EC%83%81%EA%B3%B5%EC%9D%B8_",
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url: '/v1/app/notice/download/nope' })).statusCode).toBe(404);
  });

  it('lists popups only within their posting window', async () => {
    const res = await call(app, 'GET', '/v1/app/notice/ntcList');
    const titles = res.body.map((n: { ntcTit: string }) => n.ntcTit);
    expect(titles).toContain('고객센터 상담 시간 변경 안내');
    expect(titles).toContain('2026년 소상공인 지원사업 통합 공고 안내');
    expect(titles).not.toContain('지난 시스템 점검 안내(종료)');
    expect(titles).not.toContain('다음 달 라이브 스튜디오 신규 개관 예정');
    const edu = res.body.find((n: { popupKind: string }) => n.popupKind === 'edu');
    expect(edu).toMatchObject({ hideDays: 30, pstgEndYmd: '20990131' });
    expect(res.body.find((n: { popupKind: string }) => n.popupKind === 'common').hideDays).toBe(1);
  });

  it('serves every content type through one engine, with categories and previous/next', async () => {
    for (const url of [
      '/v1/app/information/issues',
      '/v1/app/information/issues2',
      '/v1/app/information/interviews',
      '/v1/app/information/plygrnds',
      '/v1/app/community/plygrnds3',
      '/v1/app/sentcont/list',
      '/v1/app/support/smb-sales',
    ]) {
      const res = await call(app, 'GET', url);
      expect(res.status, url).toBe(200);
      expect(res.body.totalCount, url).toBeGreaterThan(0);
    }
    const cat = await call(app, 'GET', '/v1/app/information/plygrnds2', { query: { ctgrCode: '1012002' } });
    // Two live-studio items plus the three shown on the studio pages (studio/plygrnds2 serves this category).
    expect(cat.body.totalCount).toBe(5);
    expect(cat.body.items[0].ctgrNm).toBe('라이브 스튜디오');
    const view = await call(app, 'GET', `/v1/app/information/plygrnd2/${cat.body.items[0].contentsId}`, {
      query: { ctgrCode: '1012002' },
    });
    expect(view.body.preId).toBe(cat.body.items[1].contentsId);
    expect(view.body.nextId).toBeNull();
    const sent = await call(app, 'GET', '/v1/app/sentcont/list', { query: { ctgrCode: 'story' } });
    expect(sent.body.items[0].ctgrNm).toBe('성장 이야기');
    const wrongType = await call(app, 'GET', `/v1/app/information/interview/${cat.body.items[0].contentsId}`);
    expect(wrongType.status).toBe(404);
    expect((await call(app, 'GET', '/v1/app/information/issue/abc')).status).toBe(400);
  });

  it('serves the studio category of social space 2 only, whatever the query asks', async () => {
    const studio = await call(app, 'GET', '/v1/app/studio/plygrnds2', { query: { ctgrCode: '1012001' } });
    expect(studio.status).toBe(200);
    expect(studio.body.totalCount).toBeGreaterThan(0);
    expect(studio.body.items.every((i: { ctgrCode: string }) => i.ctgrCode === '1012002')).toBe(true);
    const inStudio = await call(app, 'GET', `/v1/app/studio/plygrnd2/${studio.body.items[0].contentsId}`);
    expect(inStudio.status).toBe(200);
    const other = await call(app, 'GET', '/v1/app/information/plygrnds2', { query: { ctgrCode: '1012001' } });
    const elsewhere = await call(app, 'GET', `/v1/app/studio/plygrnd2/${other.body.items[0].contentsId}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('요청하신 게시물을 찾을 수 없습니다.');
  });

  it('links search hits to the page that shows the item (policy news on the news page with its kind)', async () => {
    const service = createContentService(database, systemClock);
    const id = await service.save({ contentsType: 'issue2', tit: '정책소식검색확인용제목', cn: '<p>본문</p>' });
    const res = await call(app, 'GET', '/v1/app/common/search', {
      query: { searchTerm: '정책소식검색확인용제목', type: 'issue' },
    });
    const hit = res.body.groups[0].items.find((i: { id: string }) => i.id === String(id));
    expect(hit.url).toBe(`/issue/${id}/view?kind=issue2`);
    expect((await call(app, 'GET', `/v1/app/information/issue2/${id}`)).status).toBe(200);
    await service.remove(id);
  });

  it('downloads social-space files', async () => {
    const list = await call(app, 'GET', '/v1/app/community/plygrnds3');
    const withFile = list.body.items.find((i: { atchCnt: number }) => i.atchCnt > 0);
    const res = await app.inject({ method: 'GET', url: `/v1/app/community/plygrnd3/${withFile.contentsId}/download` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
  });

  it('sanitizes HTML bodies with the allow-list', async () => {
    const service = createContentService(database, systemClock);
    const id = await service.save({
      contentsType: 'issue',
      tit: '안전한 본문',
      cn: '<p onclick="x()">본문<script>alert(1)</script><a href="javascript:alert(1)">링크</a><iframe src="https://evil.example"></iframe></p>',
    });
    const view = await call(app, 'GET', `/v1/app/information/issue/${id}`);
    expect(view.body.cn).toBe('<p>본문<a>링크</a></p>');
  });

  it('counts views through the common call and shows them in lists', async () => {
    const list = await call(app, 'GET', '/v1/app/information/interviews');
    const id = list.body.items[0].contentsId;
    // The demo shows a portal in use: items start with plausible counts, never all 0.
    const before = list.body.items[0].inqCnt as number;
    expect(before).toBeGreaterThan(0);
    await app.inject({ method: 'PUT', url: `/v1/app/common/contents/${id}/interview` });
    const after = await call(app, 'GET', `/v1/app/information/interview/${id}`);
    expect(after.body.inqCnt).toBe(before + 1);
  });

  it('serves main page data with 5-minute HTTP caching, and short links', async () => {
    for (const url of [
      '/v1/app/main/bannrs',
      '/v1/app/main/sect/grps?expsrYn=Y',
      '/v1/app/main/edu/bannrs?useYn=Y',
      '/v1/app/main/courses',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.json().length, url).toBeGreaterThan(0);
    }
    // The course cards carry the catalogue's own pictures.
    const courses = (await call(app, 'GET', '/v1/app/main/courses')).body as { thmbUrl: string }[];
    expect(courses.every((c) => /^\/img\/education\/[a-z]+\.svg$/.test(c.thmbUrl))).toBe(true);
    const short = await call(app, 'GET', '/v1/app/main/util/shortUrl', { query: { url: '/notice/3/view' } });
    expect(short.status).toBe(200);
    const again = await call(app, 'GET', '/v1/app/main/util/shortUrl', { query: { url: '/notice/3/view' } });
    expect(again.body.code).toBe(short.body.code);
    const go = await app.inject({ method: 'GET', url: `/s/${short.body.code}` });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('/notice/3/view');
    expect((await app.inject({ method: 'GET', url: '/s/nosuchcode' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/s/bad.code!' })).statusCode).toBe(404);
    const evil = await call(app, 'GET', '/v1/app/main/util/shortUrl', { query: { url: '//evil.example' } });
    expect(evil.status).toBe(400);
    expect(evil.body.message).toBe('공유할 수 없는 주소입니다.');
  });
});
