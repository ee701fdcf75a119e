// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render, setTransport } from './entry-server';

/** One notice as the list call answers it. */
function notice(contentsId: number, tit: string) {
  return {
    contentsId,
    contentsType: 'notice',
    ctgrCode: null,
    ctgrNm: null,
    tit,
    smry: `${tit} 요약`,
    thmbnlImgPtUrl: null,
    bgngYmd: null,
    endYmd: null,
    fixYn: 'N',
    inqCnt: 1,
    atchCnt: 0,
    regDt: '2026-11-27T04:30:00+09:00',
  };
}

describe('drawing a public page on the server', () => {
  it('draws an address again from fresh answers, once the calls it makes are known, and sends only its own', async () => {
    let items = [notice(2, '첫 공지')];
    const calls: string[] = [];
    setTransport(async (input) => {
      const url = String(input);
      calls.push(url);
      if (!url.startsWith('/v1/app/notice/notice2/ntcs'))
        return new Response(JSON.stringify({ number: 404, message: '없음' }), { status: 404 });
      const body = { items, hasMore: false, totalCount: items.length, pageSize: 10, pageNo: 1 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });

    const first = await render('/notice');
    expect(first?.status).toBe(200);
    expect(first?.html).toContain('첫 공지');
    const listCalls = calls.length;
    expect(listCalls).toBeGreaterThan(0);

    // An operator publishes a notice: the next drawing of the same address shows it (answers are never kept), and
    // makes the same calls, each once.
    items = [notice(3, '새 공지'), ...items];
    calls.length = 0;
    const second = await render('/notice');
    expect(second?.html).toContain('새 공지');
    expect(second?.html).toContain('첫 공지');
    expect(calls).toHaveLength(listCalls);
    const queries = (second?.state as { queries: { queries: { queryKey: unknown[] }[] } }).queries.queries;
    expect(queries.map((q) => q.queryKey[0])).toEqual(['content']);

    // Another page of the list asks for other calls: the plan of /notice is not sent with it.
    calls.length = 0;
    const page2 = await render('/notice?pageNo=2');
    const keys = (page2?.state as { queries: { queries: { queryKey: unknown[] }[] } }).queries.queries;
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys[0]!.queryKey)).toContain('"pageNo":2');
  });
});
