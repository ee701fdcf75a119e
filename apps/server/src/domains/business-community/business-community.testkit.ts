import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { call, login, newMember } from '../auth/auth.testkit.js';

/** A minimal PDF, an attachment a post takes. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

interface Cmnt {
  cmntId: number;
  cmntNm: string;
  boards: { cmntBrdMntId: number; brdNm: string; brdSeCd: string }[];
}

/**
 * The seeded communities as the small-business community's tests use them (kept beside them; no test runner
 * imports): the demo members' logins, the communities by name, and helpers that open a community, write a post and
 * join. A helper whose call must succeed throws with the answer when it does not.
 */
export async function businessCommunityWorld(app: FastifyInstance, database: Pick<Database, 'db'>) {
  const owner = await login(app, 'demo-member');
  const operator = await login(app, 'demo-admin');
  const creator = await login(app, 'demo-creator');
  const list = await call(app, 'GET', '/v1/app/scommunity/list', { query: { pageSize: '50' } });
  const byName = (name: string) => list.body.items.find((c: { cmntNm: string }) => c.cmntNm === name).cmntId as number;
  const detail = async (cmntId: number, token?: string) =>
    (await call(app, 'GET', `/v1/app/scommunity/${cmntId}`, { token })).body as Cmnt & Record<string, unknown>;
  const freeBoard = async (cmntId: number) => {
    const board = (await detail(cmntId)).boards.find((b) => b.brdSeCd === 'POST');
    if (!board) throw new Error(`community ${cmntId} has no members' board`);
    return board;
  };
  const count = async (table: 'cmntPost' | 'cmntPostRply' | 'cmntMbr' | 'cmntPostLik') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const writePost = async (token: string, cmntId: number, body: Record<string, unknown> = {}) => {
    const board = await freeBoard(cmntId);
    return call(app, 'POST', '/v1/app/scommunity/post', {
      token,
      body: { cmntId, cmntBrdMntId: board.cmntBrdMntId, postTit: '시험 글', postCn: '<p>본문입니다</p>', ...body },
    });
  };
  const succeeded = <T extends { status: number; body: unknown }>(res: T): T => {
    if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  };
  const newPost = async (token: string, cmntId: number, body: Record<string, unknown> = {}) =>
    succeeded(await writePost(token, cmntId, body)).body.cmntPostId as number;
  const joined = async (cmntId: number, body: Record<string, unknown> = {}) => {
    const m = await newMember(app);
    succeeded(await call(app, 'POST', `/v1/app/scommunity/${cmntId}/user`, { token: m.token, body }));
    return m;
  };
  return {
    owner,
    operator,
    creator,
    list,
    bakeryId: byName('동네 빵집 사장님 모임'),
    busanId: byName('부산 전통시장 상인회'),
    cafeId: byName('카페 창업 네트워크'),
    seoulId: byName('서울 골목상권 이야기'),
    jejuId: byName('제주 소상공인 협동 모임'),
    detail,
    freeBoard,
    count,
    writePost,
    newPost,
    joined,
  };
}
