import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { safeReturnPath } from '@onfan/contracts/login-form';
import { documentTitle, NOT_FOUND_TITLE, SERVER_STATE_ID } from '@onfan/contracts/page-meta';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstPaint, PageHead, PageView } from '../domains/seo/seo.service.js';
import {
  createPageRenderer,
  type PageRenderPass,
  type RenderedPage,
  type RenderOptions,
  SSR_DIR,
} from './page-render.js';
import { requestPath } from './request-target.js';

const API_PREFIXES = ['/v1/', '/healthz', '/readyz', '/files/'];

/** The head and readable body of a page's first HTML response, by its request target. */
export type PageSource = (target: string, routeTitle?: string | null) => Promise<PageView>;

function attr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page's content as plain, styled HTML inside the app's root element: readable (and indexable) before any
 * script runs; the web app replaces it with the full page when it starts (`createRoot` clears the root).
 */
export function withFirstPaint(indexHtml: string, body: FirstPaint | null): string {
  if (!body) return indexHtml;
  const parts = [
    body.variant === 'home' ? '<div class="first-paint first-paint-home">' : '<div class="first-paint">',
    '<div class="first-paint-bar"><a class="first-paint-brand" href="/">온판 <span lang="en">ONFAN</span></a></div>',
    '<main class="first-paint-main" id="main-content">',
    `<h1>${attr(body.heading)}</h1>`,
    body.lead ? `<p class="first-paint-lead">${attr(body.lead)}</p>` : '',
    body.facts.length
      ? `<ul class="first-paint-facts">${body.facts.map((f) => `<li>${attr(f)}</li>`).join('')}</ul>`
      : '',
    body.items.length
      ? `<ul class="first-paint-list">${body.items
          .map(
            (i) =>
              `<li><a href="${attr(i.url)}">${attr(i.title)}</a>${i.date ? ` <span>${attr(i.date)}</span>` : ''}</li>`,
          )
          .join('')}</ul>`
      : '',
    '</main>',
    '</div>',
  ];
  return indexHtml.replace('<div id="root"></div>', () => `<div id="root">${parts.join('')}</div>`);
}

/**
 * The page drawn by the app on the server inside the root, the data it was drawn from for the app to hydrate with,
 * and the stylesheets its markup uses in the head (so the first frame is the finished page).
 */
export function withServerRender(indexHtml: string, page: RenderedPage): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`).join('');
  return indexHtml
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${page.stateJson}</script>`,
    );
}

/** The document policy with the rendered page's style attributes allowed by hash (page-render.ts `styleSources`). */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;)\s*style-src ([^;]*)/,
    (_, lead: string, list: string) => `${lead}style-src ${list} 'unsafe-hashes' ${sources.join(' ')}`,
  );
}

/**
 * The built index.html with the page's own title, description, canonical URL and Open Graph tags, so a shared link
 * and a search engine see what the page is before any script runs.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const tags = [
    head.canonicalUrl ? `<link rel="canonical" href="${attr(head.canonicalUrl)}" />` : '',
    head.indexable ? '' : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:site_name" content="${attr(head.siteName)}" />`,
    `<meta property="og:locale" content="ko_KR" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    head.canonicalUrl ? `<meta property="og:url" content="${attr(head.canonicalUrl)}" />` : '',
    `<meta property="og:image" content="${attr(head.image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ].filter(Boolean);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attr(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${attr(head.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** The head of an answer without a page (404, 410): the NotFound title, never indexed, no canonical address. */
export function missingHead(head: PageHead): PageHead {
  return { ...head, title: documentTitle(NOT_FOUND_TITLE), canonicalUrl: null, indexable: false, type: 'website' };
}

/**
 * Answers a request with one of the app's pages (the not-found handler's answer for every document address; the
 * server's login form draws its page again with it): `target` another address than the request's, `seed` data the
 * app reads from its query cache as it draws, `status` the answer's status instead of the page's own.
 */
export type PageServer = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: { target?: string; seed?: RenderOptions['seed']; status?: number },
) => Promise<FastifyReply>;

/** A request for a document: not an API call or a file, and a GET or HEAD. */
function isDocumentRequest(request: FastifyRequest): boolean {
  const url = requestPath(request.url);
  const isApi = API_PREFIXES.some((p) => url.startsWith(p));
  const isAsset = url.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(url);
  return !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD');
}

/**
 * Serves the built web app. Hashed assets are immutable for a year; index.html is never cached; any other non-API
 * GET path answers index.html so deep links work, with 404 where the app has no page (NotFound) and 404 or 410 where
 * a page's item is not there or was deleted. Unknown API calls answer the 404 envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  pageOf?: PageSource,
  renderPass?: PageRenderPass,
  /** Told of each public page answered 200, for the dashboard's page views; must not block or throw. */
  onPublicView?: (target: string) => void,
): Promise<PageServer> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      // The server-rendering bundle is the server's, not the browser's.
      allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
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
  const render = hasBuild ? await createPageRenderer(app, distDir, app.log, undefined, renderPass) : null;

  const servePage: PageServer = async (request, reply, options = {}) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="ko"><meta charset="utf-8"><title>온판</title><p>웹 화면이 아직 빌드되지 않았습니다. <code>npm run build</code>를 실행해주세요.</p></html>',
        );
    }
    const target = options.target ?? request.url;
    let html = indexHtml;
    // An address the app has no page for answers 404 even when nothing more can be drawn (the browser draws NotFound).
    const kind = render?.routeOf(target) ?? 'page';
    let status = kind === 'missing' ? 404 : 200;
    if (pageOf) {
      try {
        const page = await pageOf(target, render?.routeTitle(target));
        // A public page is drawn by the app itself where it can be, and so is NotFound. A page about one item that
        // is not in the index is drawn too, to learn whether its item is there: kept only when it is not (404, 410),
        // which is the same answer for everyone; otherwise it stays the browser's to draw.
        const wanted = page.public || kind === 'missing' || (kind === 'item' && page.head.indexable);
        let drawn =
          wanted && render ? await render(target, request.ip, options.seed ? { seed: options.seed } : undefined) : null;
        if (drawn && !page.public && kind !== 'missing' && drawn.status < 400) drawn = null;
        if (drawn) status = drawn.status;
        const head = status >= 400 ? missingHead(page.head) : page.head;
        if (page.public && status === 200 && options.status === undefined && request.method === 'GET') {
          onPublicView?.(target);
        }
        html = drawn
          ? withServerRender(withHead(indexHtml, head), drawn)
          : withFirstPaint(withHead(indexHtml, head), status >= 400 ? null : await page.firstPaint());
        const policy = reply.getHeader('content-security-policy');
        if (drawn && typeof policy === 'string') {
          reply.header('content-security-policy', withStyleSources(policy, drawn.styleSources));
        }
      } catch (err) {
        // The page still works without its own head and body (the database may be away): the generic one is served.
        request.log.warn({ err }, 'page head unavailable');
      }
    }
    return (
      reply
        .status(options.status ?? status)
        // A page drawn with what this visitor sent (the login form's refusal) is theirs alone.
        .header('Cache-Control', options.seed ? 'no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (!isDocumentRequest(request)) {
      return reply.status(404).send({ number: 404, message: COMMON_MESSAGES.unknownCall });
    }
    return servePage(request, reply);
  });
  return servePage;
}

/** The document policy with one response's inline script allowed by its nonce (the session hand-over below). */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(
    /(^|;)\s*script-src ([^;]*)/,
    (_, lead: string, list: string) => `${lead}script-src ${list} 'nonce-${nonce}'`,
  );
}

/** Text inside a script element: JSON that nothing in it can end early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const HANDOFF_TEXT = {
  title: '로그인',
  moving: '로그인되었습니다. 보던 화면으로 이동합니다.',
  go: '바로 이동',
  noScript: '온판 포털을 이용하려면 브라우저에서 자바스크립트를 켜주세요.',
} as const;

/**
 * The answer to a login the server made from a posted form (a login sent before the page's scripts took over): a
 * small page whose one inline script — allowed by this response's nonce, the document policy allows no other — keeps
 * the session token where the app's own login keeps it (local storage, TOKEN_STORAGE_KEY) and replaces itself with
 * `returnUrl`, which the app then opens logged in. Never cached, never in the history.
 */
export function sendSessionHandoff(
  reply: FastifyReply,
  handoff: { token: string; returnUrl: string; storageKey: string },
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
  const data = scriptJson({ key: handoff.storageKey, token: handoff.token, to: handoff.returnUrl });
  const html = [
    '<!doctype html>',
    '<html lang="ko">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${attr(documentTitle(HANDOFF_TEXT.title))}</title></head>`,
    `<body><main><p>${attr(HANDOFF_TEXT.moving)}</p><p><a href="${attr(handoff.returnUrl)}">${attr(HANDOFF_TEXT.go)}</a></p>`,
    `<noscript><p>${attr(HANDOFF_TEXT.noScript)}</p></noscript></main>`,
    `<script nonce="${nonce}">(function(d){try{localStorage.setItem(d.key,d.token)}catch(e){}location.replace(d.to)})(${data})</script>`,
    '</body></html>',
  ].join('');
  return reply
    .status(200)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** How much a posted form (a page's form sent before its scripts took over) may carry. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Form posts of the app's pages, in the scope that registers their routes: `application/x-www-form-urlencoded`
 * bodies (a browser's form without scripts) parsed into fields; the API keeps refusing them.
 */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
      done(null, fields);
    },
  );
}

/**
 * Every other page's form posts too (none may send a password, an identity number or a code by GET), but only the
 * login page is drawn by the server with its form ready before the scripts; any other form exists only once the
 * scripts run and send it themselves. A post that arrives anyway is answered with its page again (303 to the same
 * address, what was sent dropped, never logged); an API call or an address without a page answers as before.
 */
export function registerFormFallback(scope: FastifyInstance): void {
  scope.post('/*', { schema: { hide: true } }, (request, reply) => {
    const url = requestPath(request.url);
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    if (isApi || url.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(url)) {
      return reply.status(404).send({ number: 404, message: COMMON_MESSAGES.unknownCall });
    }
    // Back to the same page of this site ('//host' or an absolute-form target never leads elsewhere).
    const search = /\?[^#]*/.exec(request.url)?.[0] ?? '';
    return reply.header('Cache-Control', 'no-store').redirect(safeReturnPath(url + search), 303);
  });
}
