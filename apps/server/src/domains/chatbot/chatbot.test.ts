import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHATBOT_LINKS_MAX, CHATBOT_MESSAGES, CHATBOT_QUESTION_MAX } from '@onfan/contracts/chatbot';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { CHAT_TASKS } from './chatbot.tasks.js';

const send = (app: Parameters<typeof call>[0], question: unknown, address?: string) =>
  call(app, 'POST', '/v1/app/ai/chatbot/send', { body: { question }, ...(address ? { address } : {}) });

/** A stand-in OpenAI-compatible endpoint: answers what `reply` says and keeps what it was asked. */
async function fakeModel(reply: (body: { messages: { role: string; content: string }[] }) => [number, unknown]) {
  const asked: { messages: { role: string; content: string }[] }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      asked.push(body);
      const [status, json] = reply(body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  return { url, asked };
}

/** The web app's pages: the route table's paths, and my page's sections (a `mypage/:path` route shows only those). */
function builtPaths(): { routes: RegExp[]; sections: string[] } {
  const web = path.resolve(import.meta.dirname, '../../../../web/src');
  const table = fs.readFileSync(path.join(web, 'app/route-table.ts'), 'utf8');
  const routes = [...table.matchAll(/^\s*(?:main|auth|live|popup)\(\s*'[A-Za-z0-9]+',\s*'([^']*)'/gm)].map(
    (m) => new RegExp(`^/${m[1]!.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  );
  const sections = fs.readFileSync(path.join(web, 'pages/mypage/mypage-sections.ts'), 'utf8');
  return {
    routes,
    sections: [...sections.matchAll(/area: '(mypage2?)',\s*path: '([^']+)'/g)].map((m) => `/${m[1]!}/${m[2]!}`),
  };
}

describe('the task catalogue', () => {
  it('sends every task to a page the web app builds, with its steps', () => {
    const { routes, sections } = builtPaths();
    expect(routes.length).toBeGreaterThan(100);
    expect(sections).toContain('/mypage2/myinfo');
    for (const task of CHAT_TASKS) {
      const page = task.url.split(/[?#]/)[0]!;
      const built = /^\/mypage2?\//.test(page) ? sections.includes(page) : routes.some((r) => r.test(page));
      expect(built, `${task.id}: ${task.url}`).toBe(true);
      expect(task.steps.length, task.id).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(CHAT_TASKS.map((t) => t.id)).size).toBe(CHAT_TASKS.length);
  });
});

describe('chatbot without a model: the passages answer', async () => {
  const { app, database } = await createTestApp();

  it('answers how to book a studio with the steps and the page that does it, citing only real pages', async () => {
    const res = await send(app, '스튜디오 예약은 어떻게 하나요?');
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('passages');
    expect(res.body.answer.startsWith(CHATBOT_MESSAGES.found)).toBe(true);
    const studio = CHAT_TASKS.find((t) => t.id === 'studio')!;
    expect(res.body.steps).toEqual(studio.steps);
    const links = res.body.links as { title: string; href: string }[];
    expect(links[0]).toEqual({ title: studio.title, href: '/studio' });
    expect(links.length).toBeLessThanOrEqual(CHATBOT_LINKS_MAX);
    // Every cited page exists: a task page, or a document of the search index with that title.
    for (const l of links.slice(1)) {
      const doc = await database.db.selectFrom('searchDoc').select('tit').where('url', '=', l.href).executeTakeFirst();
      expect(doc?.tit).toBe(l.title);
    }
    for (const l of links) expect(res.body.answer).toContain(l.title);
  });

  it('answers a forgotten password with the password finder and its steps', async () => {
    const res = await send(app, '비밀번호를 잊어버렸어요');
    expect(res.body.links[0]).toEqual({ title: '비밀번호 재설정', href: '/findChoice/password' });
    expect(res.body.steps[0]).toBe("로그인 화면에서 '비밀번호 찾기'를 누릅니다.");
    const support = await send(app, '소상공인 지원사업 신청 방법');
    expect(support.body.links[0].href).toBe('/support');
    expect(support.body.steps.length).toBeGreaterThan(0);
  });

  it('answers an article question from the search index, without steps', async () => {
    const res = await send(app, '백년가게 육성사업');
    expect(res.body.links[0]).toEqual({ title: '백년가게 육성사업', href: '/support/9/view' });
    expect(res.body.steps).toEqual([]);
  });

  it('finds nothing relevant when only a common word matches', async () => {
    const res = await send(app, '크크 퀀텀 얼룩말 경주 일정');
    expect(res.body).toEqual({ answer: CHATBOT_MESSAGES.noMatch, links: [], steps: [], source: 'none' });
  });

  it('says plainly when nothing matches and offers the customer centre', async () => {
    const res = await send(app, '쀍뛟뷁 어떻게 하나요?');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ answer: CHATBOT_MESSAGES.noMatch, links: [], steps: [], source: 'none' });
    expect(res.body.answer).toContain('1899-0000');
    // A question of question words only looks nothing up.
    expect((await send(app, '어떻게 하나요?')).body.source).toBe('none');
  });

  it('refuses empty, too long and prohibited questions in Korean', async () => {
    const empty = await send(app, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CHATBOT_MESSAGES.emptyQuestion);
    expect((await send(app, undefined)).body.message).toBe(CHATBOT_MESSAGES.emptyQuestion);
    const long = await send(app, '가'.repeat(CHATBOT_QUESTION_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(CHATBOT_MESSAGES.tooLong);
    const rude = await send(app, '바보 같은 스튜디오 예약');
    expect(rude.status).toBe(400);
    expect(rude.body.message).toBe(PROHIBITED_MESSAGES.found('바보'));
  });
});

describe('chatbot with a configured model', async () => {
  const database = await createTestDatabase({ demo: true });
  const good = await fakeModel(() => [
    200,
    { choices: [{ message: { content: '  스튜디오는 라이브 스튜디오 메뉴에서 예약합니다.  ' } }] },
  ]);
  const broken = await fakeModel(() => [500, { error: 'down' }]);
  const { app } = await createTestApp({
    database,
    config: { chatbotLlm: { url: good.url, model: 'test-model', timeoutMs: 2000 } },
  });
  const { app: fallback } = await createTestApp({
    database,
    config: { chatbotLlm: { url: broken.url, model: 'test-model', timeoutMs: 2000 } },
  });

  it('phrases the answer from the retrieved passages only; the portal still cites the pages', async () => {
    const res = await send(app, '스튜디오 예약은 어떻게 하나요?');
    expect(res.body).toMatchObject({ answer: '스튜디오는 라이브 스튜디오 메뉴에서 예약합니다.', source: 'llm' });
    expect(res.body.links.length).toBeGreaterThan(0);
    const asked = good.asked.at(-1)!;
    expect(asked.messages[0]!.role).toBe('system');
    const user = asked.messages[1]!.content;
    expect(user).toContain('[질문]\n스튜디오 예약은 어떻게 하나요?');
    for (const l of res.body.links as { title: string }[]) expect(user).toContain(l.title);
    // The model reads the task's steps; the answer still gives them as the page has them.
    expect(user).toContain("'다음 단계'를 눌러");
    expect(res.body.steps.length).toBeGreaterThan(0);
  });

  it('answers with the passages when the model fails', async () => {
    const res = await send(fallback, '스튜디오 예약은 어떻게 하나요?');
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('passages');
    expect(res.body.answer.startsWith(CHATBOT_MESSAGES.found)).toBe(true);
    expect(broken.asked).toHaveLength(1);
  });

  it('never asks the model when nothing matched', async () => {
    const before = good.asked.length;
    expect((await send(app, '쀍뛟뷁')).body.source).toBe('none');
    expect(good.asked).toHaveLength(before);
  });
});

describe('chatbot rate limit', async () => {
  const { app } = await createTestApp({
    config: {
      routeLimits: {
        login: 100,
        signup: 100,
        password: 100,
        identity: 100,
        identityCode: 100,
        lookup: 100,
        search: 100,
        upload: 100,
        message: 100,
        chatbot: 2,
      },
    },
  });

  it('limits questions per address by the configured number', async () => {
    const address = '10.7.7.7';
    expect((await send(app, '지원사업', address)).status).toBe(200);
    expect((await send(app, '지원사업', address)).status).toBe(200);
    const third = await send(app, '지원사업', address);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });
});
