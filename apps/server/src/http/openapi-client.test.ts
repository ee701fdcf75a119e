import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-db.js';

/**
 * A partner's generated client (decision 031): TypeScript types generated from the served document by a standard
 * generator (openapi-typescript, in process), and a small client written against them, typechecked by the TypeScript
 * compiler. Every operation must be reachable by its operationId, and the types must be real: a wrong body is refused.
 */

const SAMPLE_CLIENT = `import type { components, operations, paths } from './api';

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type LoginBody = Json<paths['/v1/app/auth/login']['post']['requestBody']>;
type LoginAnswer = Json<operations['auth.login']['responses'][200]>;
type Refusal = components['schemas']['ErrorBody'];

/** Logs in and answers the session token; a refusal's Korean message is what the person reads. */
export async function login(origin: string, body: LoginBody): Promise<string> {
  const res = await fetch(\`\${origin}/v1/app/auth/login\`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const refusal = (await res.json()) as Json<operations['auth.login']['responses'][401]>;
    const shown: Refusal = refusal;
    throw new Error(shown.message);
  }
  const answer = (await res.json()) as LoginAnswer;
  return answer.token;
}

/** The support programmes' menu tree: a recursive component. */
export function menuPaths(tree: Json<operations['support.treeMenus']['responses'][200]>): string[] {
  return tree.flatMap((node) => [node.path, ...menuPaths(node.children)]);
}

/** A member's call carries the token the login answered. */
export async function unread(origin: string, token: string): Promise<number> {
  const res = await fetch(\`\${origin}/v1/app/common/msg/rcvr\`, { headers: { 'X-AUTH-TOKEN': token } });
  const answer = (await res.json()) as Json<paths['/v1/app/common/msg/rcvr']['get']['responses'][200]>;
  return answer.rcvrMsgCnt;
}

export const body: LoginBody = { lgnId: 'demo-member', userPasswd: 'Onfan!2026demo' };
// @ts-expect-error a login body without a password is not a login body (the generated types are not \`any\`)
export const wrong: LoginBody = { lgnId: 'demo-member' };
`;

describe('a client generated from the OpenAPI document', async () => {
  const { app } = await createTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/v1/app/openapi.json' })).json() as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'onfan-openapi-client-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('typechecks a sample client, and reaches every operation by its operationId', async () => {
    const generated = astToString(await openapiTS(doc as never));
    writeFileSync(path.join(dir, 'api.ts'), generated);
    // Every operation of the document, by name, with each of its answers.
    const every = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .map(
        (op, i) =>
          `export type Op${i} = operations['${op.operationId}']['responses'][${Object.keys(op.responses).join(' | ')}];`,
      );
    expect(every.length).toBeGreaterThan(250);
    writeFileSync(path.join(dir, 'client.ts'), SAMPLE_CLIENT);
    writeFileSync(path.join(dir, 'every.ts'), `import type { operations } from './api';\n${every.join('\n')}\n`);

    const program = ts.createProgram([path.join(dir, 'client.ts'), path.join(dir, 'every.ts')], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: false,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(problems).toEqual([]);
  }, 120_000);
});
