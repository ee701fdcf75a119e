import { readFileSync } from 'node:fs';
import { Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { endpoint } from '@onfan/contracts/endpoint';
import { commandResultSchema, errorBodySchema } from '@onfan/contracts/envelope';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, testConfig } from '../test/test-db.js';
import { route } from './endpoint-route.js';
import { loadEndpointNames, nameEndpoints } from './endpoint-names.js';
import { TAG_DESCRIPTIONS, registerOpenApi } from './openapi.js';

/**
 * The OpenAPI document as a partner reads it (decision 031): clean under Spectral's standard OpenAPI rules, every
 * operation named after its declaration, described in Korean with its access, limit and error answers, and the
 * reference page that shows it, self-hosted under a strict policy and kept out of search engines.
 */

interface Doc {
  openapi: string;
  info: {
    title: string;
    version: string;
    contact: { name: string; url: string };
    license: { name: string; url: string };
  };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Op>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}
interface Op {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-access': unknown;
  responses: Record<string, Response>;
}
interface Response {
  description: string;
  content?: Record<string, { schema?: { $ref?: string }; examples?: Record<string, { value: unknown }> }>;
}

const HANGUL = /[가-힣]/;
const PUBLIC_URL = 'https://onfan.test';

describe('the OpenAPI document', async () => {
  const { app } = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  const served = await app.inject({ method: 'GET', url: '/v1/app/openapi.json' });
  const doc = served.json() as Doc;
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })),
  );

  it("passes Spectral's spectral:oas rules with no error and no warning", async () => {
    const spectral = new Spectral();
    // spectral:oas as the CLI's `extends: spectral:oas` takes it (its recommended rules); the package types the
    // ruleset loosely, hence the cast.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(served.body);
    const problems = results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
    expect(problems).toEqual([]);
    // Spectral takes seconds of CPU over ~300 operations, and longer on a shared machine.
  }, 240_000);

  it('names every operation after its declaration, as the typed client does (supportEndpoints.list is support.list)', async () => {
    expect(operations.length).toBeGreaterThan(250);
    const names = await loadEndpointNames();
    const byId = new Map([...names].map(([spec, name]) => [name.operationId, { spec, name }]));
    for (const { key, method, path, op } of operations) {
      const declared = byId.get(op.operationId);
      expect(declared, `${key}: operationId ${op.operationId}`).toBeDefined();
      const url = declared!.spec.path.startsWith('/') ? declared!.spec.path : `/v1/app/${declared!.spec.path}`;
      expect(`${declared!.spec.method} ${url.replace(/:(\w+)/g, '{$1}')}`, op.operationId).toBe(
        `${method.toUpperCase()} ${path}`,
      );
      expect(op.operationId).toBe(`${declared!.name.domain}.${declared!.name.key}`);
      expect(op.tags).toEqual([declared!.name.domain]);
      expect(op.summary).toBe(declared!.spec.summary);
      expect(op['x-access']).toEqual(declared!.spec.access);
    }
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(operations.length);
    // The client's own spelling: the support list and the login are where a partner looks first.
    expect(doc.paths['/v1/app/auth/login']!.post!.operationId).toBe('auth.login');
    expect(doc.paths['/v1/app/support/sprt/biz/treeMenus']!.get!.operationId).toBe('support.treeMenus');
  });

  it('describes every operation in Korean: what it does, who may call it, its limit and its error answers', () => {
    for (const { key, op } of operations) {
      expect(op.summary, key).toMatch(HANGUL);
      expect(op.description, key).toMatch(HANGUL);
      expect(op.description, key).toMatch(/\*\*권한\*\* (공개|회원|운영자|회원 유형 제한):/);
      expect(op.description, key).toMatch(/\*\*호출 한도\*\* /);
      expect(op.description, key).toContain('**오류 응답** 400');
    }
    const login = doc.paths['/v1/app/auth/login']!.post!;
    expect(login.description).toContain('로그인 시도: 이 호출만 따로 세어 클라이언트 주소마다 1분에 10회까지');
    const message = doc.paths['/v1/app/common/msg']!.post!;
    expect(message.description).toContain('회원: 로그인한 회원만 호출할 수 있습니다.');
    expect(message.description).toContain('쪽지 보내기: 이 호출만 따로 세어 회원마다 1분에 10회까지');
    const decide = doc.paths['/v1/app/auth/certificate/{userId}/decision']!.put!;
    expect(decide.description).toContain('운영자: 운영자(회원 유형 100)만');
    const codes = doc.paths['/v1/app/common/dcd']!.get!;
    expect(codes.description).toContain('없음: 서버가 메모리에 둔 답으로 바로 답합니다.');
    const foothold = doc.paths['/v1/app/community/fthld']!.post!;
    expect(foothold.description).toContain('크리에이터(300)만');
  });

  it('lists every operation’s error answers with the envelope’s schema and Korean examples', () => {
    for (const { key, method, op } of operations) {
      const access = op['x-access'];
      const statuses = Object.keys(op.responses).map(Number);
      expect(statuses, key).toEqual(expect.arrayContaining([200, 400, 500]));
      if (access !== 'public') expect(statuses, key).toEqual(expect.arrayContaining([401, 403]));
      else expect(statuses, key).not.toContain(403);
      if (method !== 'get') expect(statuses, key).toEqual(expect.arrayContaining([409, 413, 415]));
      else expect(statuses, key).not.toContain(409);
      for (const status of statuses.filter((s) => s >= 400)) {
        const response = op.responses[String(status)]!;
        expect(response.description, `${key} ${status}`).toMatch(HANGUL);
        const json = response.content?.['application/json'];
        expect(json?.schema?.$ref, `${key} ${status}`).toBe('#/components/schemas/ErrorBody');
        const examples = Object.values(json?.examples ?? {});
        expect(examples.length, `${key} ${status}`).toBeGreaterThan(0);
        for (const e of examples) {
          const value = errorBodySchema.parse(e.value);
          expect(value.message, `${key} ${status}`).toMatch(HANGUL);
          expect(value.number, `${key} ${status}`).toBe(status);
        }
      }
    }
    // The public login also refuses wrong credentials with 401; cached lists are never limited.
    expect(doc.paths['/v1/app/auth/login']!.post!.responses['401']!.description).toMatch(/^인증 정보가 맞지 않습니다/);
    expect(Object.keys(doc.paths['/v1/app/common/dcd']!.get!.responses)).not.toContain('429');
    // A call whose deleted rows the portal keeps says 410 for them (a community post); others do not.
    expect(Object.keys(doc.paths['/v1/app/community/sb/{comunBltartclId}']!.get!.responses)).toContain('410');
    expect(Object.keys(doc.paths['/v1/app/common/dcd']!.get!.responses)).not.toContain('410');
  });

  it('shows, as the 400 example, exactly what the server answers to an empty call', async () => {
    let compared = 0;
    for (const { key, method, path, op } of operations) {
      const invalid = op.responses['400']!.content!['application/json']!.examples!.invalid;
      if (!invalid || op['x-access'] !== 'public' || path.includes('{')) continue;
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: path,
        ...(method === 'get' ? {} : { payload: {} }),
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json(), key).toEqual(invalid.value);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('declares every tag it uses, each with a Korean description', () => {
    const used = new Set(operations.flatMap((o) => o.op.tags));
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags) {
      expect(tag.description, tag.name).toMatch(HANGUL);
      // A domain described by hand keeps its words; a new one is described by its calls until it gets a line.
      if (TAG_DESCRIPTIONS[tag.name]) expect(tag.description).toBe(TAG_DESCRIPTIONS[tag.name]);
    }
    expect(doc.tags.filter((t) => TAG_DESCRIPTIONS[t.name]).length).toBeGreaterThan(30);
  });

  it('names the recursive support tree as a component, and keeps only components it uses', () => {
    const tree = doc.paths['/v1/app/support/sprt/biz/treeMenus']!.get!.responses['200']!.content!['application/json']!;
    expect(JSON.stringify(tree.schema)).toContain('"$ref":"#/components/schemas/TreeMenu"');
    const node = doc.components.schemas.TreeMenu!;
    expect(JSON.stringify(node.properties)).toContain('"$ref":"#/components/schemas/TreeMenu"');
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['ErrorBody', 'TreeMenu']);
  });

  it('states its version, contact and licence, and the server it describes (PUBLIC_URL)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(doc.info.version).toBe(pkg.version);
    expect(doc.info.title).toMatch(HANGUL);
    expect(doc.info.contact.name).toContain('1899-0000');
    expect(doc.info.contact.url).toBe(`${PUBLIC_URL}/guide`);
    expect(doc.info.license).toEqual({ name: '온판 이용약관', url: `${PUBLIC_URL}/service/policy` });
    expect(doc.servers).toEqual([{ url: PUBLIC_URL, description: '온판 포털' }]);
    expect(served.headers['x-robots-tag']).toBe('noindex');
  });

  it('serves the reference page self-hosted, under a policy with no inline code, hidden from search engines', async () => {
    const page = await app.inject({ method: 'GET', url: '/v1/app/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain(`connect-src 'self' ${PUBLIC_URL};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-|https:(?!\/\/onfan\.test)|\*/);
    // No inline script or style: every script and stylesheet is a file of this server's, and each answers.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)|<style|\sstyle=|\son\w+=/i);
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(files.filter((f) => f.startsWith(`/v1/app/docs/`))).toHaveLength(4);
    for (const file of files.filter((f) => f.startsWith('/v1/app/docs/'))) {
      const res = await app.inject({ method: 'GET', url: file });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toMatch(/^text\/(css|javascript); charset=utf-8$/);
      expect(res.headers['x-robots-tag'], file).toBe('noindex, nofollow');
    }
    const start = await app.inject({ method: 'GET', url: '/v1/app/docs/reference.js' });
    expect(start.body).toContain("url: '/v1/app/openapi.json'");
    expect((await app.inject({ method: 'GET', url: '/v1/app/docs/index.html' })).statusCode).toBe(404);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toMatch(/^Disallow: \/v1\/$/m);
  });
});

describe('endpoint names', () => {
  const spec = (path: string) =>
    endpoint({ method: 'GET', path, access: 'public', summary: '시험', response: commandResultSchema });

  it('are the declaring object’s name less `Endpoints`, and the key', () => {
    const a = spec('a');
    const b = spec('b');
    const names = nameEndpoints([
      ['thing', { thingEndpoints: { list: a }, THING_MESSAGES: { x: 'y' } }],
      ['thing-admin', { thingAdminEndpoints: { list: b } }],
    ]);
    expect(names.get(a)).toEqual({ domain: 'thing', key: 'list', operationId: 'thing.list' });
    expect(names.get(b)).toEqual({ domain: 'thingAdmin', key: 'list', operationId: 'thingAdmin.list' });
  });

  it('refuse one declaration under two names, and one domain in two modules', () => {
    const a = spec('a');
    expect(() => nameEndpoints([['x', { xEndpoints: { one: a }, yEndpoints: { two: a } }]])).toThrow(/declare it once/);
    expect(() =>
      nameEndpoints([
        ['x', { xEndpoints: { one: spec('a') } }],
        ['y', { xEndpoints: { one: spec('b') } }],
      ]),
    ).toThrow(/declared in both/);
  });

  it('fail the start-up for a route whose declaration is outside every <domain>Endpoints object', async () => {
    const app = Fastify();
    await registerOpenApi(app, { config: testConfig(), names: nameEndpoints([]) });
    const stray = endpoint({
      method: 'POST',
      path: 'stray',
      access: 'member',
      summary: '이름 없는 호출',
      body: z.object({ a: z.string() }),
    });
    expect(() => route(app, stray, () => undefined)).toThrow(/outside a <domain>Endpoints object/);
    await app.close();
  });
});
