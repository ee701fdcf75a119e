import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REFERENCE_PATH } from './security-headers.js';

/**
 * The API reference page (`/v1/app/docs`, decision 031): Swagger UI, served from this server's own copy of
 * swagger-ui-dist, drawing `/v1/app/openapi.json`. The page is Korean, loads no code from elsewhere and runs none
 * inline (its start-up is a file of its own), so it lives under the reference policy of security-headers.ts; it is
 * `noindex` by header and by meta tag, and robots.txt keeps crawlers out of /v1/.
 */

const PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>온판 포털 API 참조</title>
<link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${REFERENCE_PATH}/reference.css">
</head>
<body>
<main id="reference" aria-label="온판 포털 API 참조">
<noscript><p>이 페이지는 자바스크립트로 그립니다. 호출 계약의 원문은 <a href="/v1/app/openapi.json">openapi.json</a>입니다.</p></noscript>
</main>
<script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${REFERENCE_PATH}/reference.js"></script>
</body>
</html>
`;

/** Swagger UI's start-up: the document, every tag open with its operations listed, operation ids shown. */
const START = `'use strict';
window.ui = SwaggerUIBundle({
  url: '/v1/app/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  displayOperationId: true,
  displayRequestDuration: true,
  filter: true,
  validatorUrl: null,
});
`;

/** Korean text in the system's Korean fonts; the page's own frame. */
const STYLE = `body { margin: 0; background: #fafafa; }
.swagger-ui, .swagger-ui .info .title, .swagger-ui .opblock-tag, .swagger-ui .opblock .opblock-summary-description {
  font-family: Pretendard, 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif;
  word-break: keep-all;
}
`;

interface Asset {
  type: string;
  body: string | Buffer;
}

export function registerApiReference(app: FastifyInstance): void {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  // The files are read once: they change only with the package.
  const assets: Record<string, Asset> = {
    'swagger-ui.css': { type: 'text/css; charset=utf-8', body: readFileSync(path.join(dist, 'swagger-ui.css')) },
    'swagger-ui-bundle.js': {
      type: 'text/javascript; charset=utf-8',
      body: readFileSync(path.join(dist, 'swagger-ui-bundle.js')),
    },
    'reference.css': { type: 'text/css; charset=utf-8', body: STYLE },
    'reference.js': { type: 'text/javascript; charset=utf-8', body: START },
  };

  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get(REFERENCE_PATH, options, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
  app.get<{ Params: { file: string } }>(`${REFERENCE_PATH}/:file`, options, (request, reply) => {
    const asset = Object.hasOwn(assets, request.params.file) ? assets[request.params.file] : undefined;
    if (!asset) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.body);
  });
}
