import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.js';
import { call } from '../../auth/auth.testkit.js';
import { businessCommunityWorld } from '../business-community.testkit.js';

describe('scommunity notice and data boards', async () => {
  const { app, database } = await createTestApp();
  const { bakeryId, detail, freeBoard } = await businessCommunityWorld(app, database);

  it('shows notice and data boards with attachments downloaded under their Korean names', async () => {
    const bakery = await detail(bakeryId);
    const data = bakery.boards.find((b) => b.brdSeCd === 'DATA')!;
    const notice = bakery.boards.find((b) => b.brdSeCd === 'NOTICE')!;
    const notices = await call(app, 'GET', `/v1/app/scommunity/brd/${notice.cmntBrdMntId}`);
    expect(notices.body.items[0]).toMatchObject({ fixYn: 'Y', cmntMngr: false });
    expect(notices.body.board).toMatchObject({ brdSeCd: 'NOTICE', cmntNm: '동네 빵집 사장님 모임' });
    const entries = await call(app, 'GET', `/v1/app/scommunity/brd/${data.cmntBrdMntId}`);
    expect(entries.body.totalCount).toBe(2);
    const entryId = entries.body.items.find((e: { brdTit: string }) => e.brdTit === '제빵 원가 계산 양식').cmntBrdId;
    const entry = await call(app, 'GET', `/v1/app/scommunity/info/${entryId}`);
    expect(entry.body.atchList[0]).toMatchObject({ fileNm: '제빵_원가계산_양식.csv' });
    const atch = await call(app, 'GET', `/v1/app/scommunity/atch/${entryId}`);
    expect(atch.body).toEqual(entry.body.atchList);
    const file = await app.inject({ method: 'GET', url: atch.body[0].downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('제빵_원가계산_양식.csv')}`,
    );
    expect(file.body).toContain('크루아상');
    const wrongFile = await app.inject({
      method: 'GET',
      url: `/v1/app/scommunity/atch/${entryId}/00000000-0000-4000-8000-000000000000`,
    });
    expect(wrongFile.statusCode).toBe(404);
    const postBoard = await call(app, 'GET', `/v1/app/scommunity/brd/${(await freeBoard(bakeryId)).cmntBrdMntId}`);
    expect(postBoard.status).toBe(404);
    const boards = await call(app, 'GET', '/v1/app/scommunity/brd', { query: { cmntId: bakeryId } });
    expect(boards.body.find((b: { brdSeCd: string }) => b.brdSeCd === 'DATA').entCnt).toBe(2);
  });
});
