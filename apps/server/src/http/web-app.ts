import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { requestPath } from './request-target.js';

const API_PREFIXES = ['/v1/', '/healthz', '/readyz', '/files/'];

/**
 * Serves the built web app. Hashed assets are immutable for a year; index.html is never cached; any other non-API
 * GET path answers index.html so deep links work. Unknown API calls answer the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      list: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const url = requestPath(request.url);
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    const isAsset = url.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(url);
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ number: 404, message: COMMON_MESSAGES.unknownCall });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="ko"><meta charset="utf-8"><title>온판</title><p>웹 화면이 아직 빌드되지 않았습니다. <code>npm run build</code>를 실행해주세요.</p></html>',
        );
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
