import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What the web app's route table knows of an address (entry-server.tsx `routeOf`). */
export type RouteKind = 'page' | 'item' | 'missing';

/** The web app's server entry (apps/web/src/entry-server.tsx), built into `dist/ssr`. */
/** Data the server gives the page beside its calls' answers: query cache entries (entry-server.tsx). */
export interface RenderOptions {
  seed?: readonly { queryKey: readonly unknown[]; data: unknown }[];
}

interface ServerEntry {
  render(url: string, options?: RenderOptions): Promise<{ html: string; state: unknown; status?: number } | null>;
  setTransport(transport: typeof fetch): void;
  routeOf?(url: string): RouteKind;
  routeTitle?(url: string): string | null;
}

/** A public page drawn by the app on the server: its markup, the data it was drawn from, the stylesheets it uses. */
export interface RenderedPage {
  html: string;
  /** JSON for `<script type="application/json" id="ssr-data">`, safe inside a script element. */
  stateJson: string;
  /** The app's CSS files (besides the entry's) whose classes the markup uses, in the order the app loads them. */
  stylesheets: string[];
  /** CSP sources for the markup's style attributes (a banner's colour, a bar's width), each allowed by its hash. */
  styleSources: string[];
  /** The page's HTTP status: 404 for NotFound or an item not there, 410 for an item deleted, else 200. */
  status: number;
}

export interface PageRenderer {
  (target: string, visitorIp: string, options?: RenderOptions): Promise<RenderedPage | null>;
  /** Whether the app has a page at this address, and whether it is a page about one item. */
  routeOf(target: string): RouteKind;
  /** The route table's title of the page at this address (the app's own name for it), or null where there is none. */
  routeTitle(target: string): string | null;
}

/**
 * How the API knows a call was made in process by a page render and not by a client: a header only the renderer
 * sends, with a random value made when the app is built (no client can know it, so none can claim it). The page
 * view itself is outside the API limit (a page, like the web app's files), so its own calls are too: they are not
 * counted against the visitor's API budget (RATE_LIMIT_PER_MINUTE). The stricter limits of a kind of call (search)
 * still count them, so a page cannot be used to run what they limit beyond them.
 */
export interface PageRenderPass {
  readonly header: string;
  readonly value: string;
  /** Whether a request is a page render's own call. */
  isPageRender(request: { headers: Record<string, string | string[] | undefined> }): boolean;
}

export const PAGE_RENDER_HEADER = 'x-onfan-page-render';

export function createPageRenderPass(): PageRenderPass {
  const value = randomBytes(32).toString('base64url');
  const expected = Buffer.from(value);
  return {
    header: PAGE_RENDER_HEADER,
    value,
    isPageRender(request) {
      const given = request.headers[PAGE_RENDER_HEADER];
      if (typeof given !== 'string' || given.length !== value.length) return false;
      return timingSafeEqual(Buffer.from(given), expected);
    },
  };
}

export const SSR_DIR = 'ssr';

/** How long a page may take to draw before the plain first paint is served instead (a stuck call, a lost chunk). */
export const RENDER_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * Every CSS file of the build in the order the app loads it: the entry's, then each chunk's static imports before
 * the chunk itself, and what a chunk loads lazily (the start module, then the pages) after all of that.
 */
export function stylesheetOrder(manifest: Record<string, ManifestChunk>): { entry: string[]; others: string[] } {
  const order: string[] = [];
  const seen = new Set<string>();
  const later: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const css of chunk.css ?? []) if (!order.includes(css)) order.push(css);
    later.push(...(chunk.dynamicImports ?? []));
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  later.push(...entries, ...Object.keys(manifest));
  while (later.length > 0) visit(later.shift()!);
  const entry = entries.flatMap((key) => manifest[key]?.css ?? []);
  return { entry, others: order.filter((css) => !entry.includes(css)) };
}

function decodeAttribute(value: string): string {
  return value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) =>
    name === 'quot' ? '"' : name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
}

/**
 * The page's style attributes as CSP hash sources. The document policy refuses inline styles; the browser-rendered
 * app sets them through the DOM, which the policy allows, but in server markup they are attributes, so this
 * response's policy names exactly those ('unsafe-hashes' with their hashes) and nothing else.
 */
export function styleSources(html: string): string[] {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => decodeAttribute(m[1]!)));
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
}

/** Class names a stylesheet defines. */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/**
 * The stylesheets the markup needs, in load order: for each class it uses, the first file that defines it (a
 * module shared by several chunks has its rules copied into each of their files; one copy is enough).
 */
export function stylesheetsFor(html: string, sheets: readonly { file: string; classes: Set<string> }[]): string[] {
  return stylesheetChooser(sheets)(html);
}

/**
 * `stylesheetsFor` with the sheets read once: each class name mapped to the first sheet that defines it, so a page
 * costs one look-up per class it uses, not a pass over every sheet.
 */
export function stylesheetChooser(
  sheets: readonly { file: string; classes: Set<string> }[],
): (html: string) => string[] {
  const firstSheet = new Map<string, number>();
  sheets.forEach((sheet, index) => {
    for (const name of sheet.classes) if (!firstSheet.has(name)) firstSheet.set(name, index);
  });
  return (html) => {
    const chosen = new Set<number>();
    for (const m of html.matchAll(/\sclass="([^"]*)"/g))
      for (const name of m[1]!.split(/\s+/)) {
        const index = firstSheet.get(name);
        if (index !== undefined) chosen.add(index);
      }
    return [...chosen].sort((a, b) => a - b).map((index) => `/${sheets[index]!.file}`);
  };
}

/**
 * Server rendering of public pages (decision 023): the built server entry draws the page with the app's own
 * components, its API calls answered in-process (`inject` from the visitor's address, carrying the app's render
 * pass: not counted against the visitor's API budget, see PageRenderPass). No build of the entry, no renderer: pages
 * keep their plain first paint.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  distDir: string,
  log: FastifyBaseLogger,
  timeoutMs: number = RENDER_TIMEOUT_MS,
  pass: PageRenderPass = createPageRenderPass(),
): Promise<PageRenderer | null> {
  const entryFile = path.join(distDir, SSR_DIR, 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const { others } = stylesheetOrder(
    JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>,
  );
  const chooseStylesheets = stylesheetChooser(
    others.map((file) => ({ file, classes: classesOf(fs.readFileSync(path.join(distDir, file), 'utf8')) })),
  );

  const visitor = new AsyncLocalStorage<string>();
  entry.setTransport(async (input, init) => {
    const headers = { ...Object.fromEntries(new Headers(init?.headers).entries()), [pass.header]: pass.value };
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      remoteAddress: visitor.getStore() ?? '127.0.0.1',
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  const draw = async (target: string, visitorIp: string, options?: RenderOptions): Promise<RenderedPage | null> => {
    try {
      const page = await withTimeout(
        visitor.run(visitorIp, () => entry.render(target, options)),
        timeoutMs,
      );
      if (page === 'timeout') {
        log.warn({ target }, 'server rendering took too long; the first paint is served');
        return null;
      }
      if (!page) return null;
      return {
        html: page.html,
        stateJson: JSON.stringify(page.state).replace(/</g, '\\u003c'),
        stylesheets: chooseStylesheets(page.html),
        styleSources: styleSources(page.html),
        status: page.status ?? 200,
      };
    } catch (err) {
      log.warn({ err, target }, 'server rendering failed; the first paint is served');
      return null;
    }
  };
  return Object.assign(draw, {
    routeOf: (target: string): RouteKind => {
      try {
        return entry.routeOf?.(target) ?? 'page';
      } catch (err) {
        log.warn({ err, target }, 'the route table could not place the address');
        return 'page';
      }
    },
    routeTitle: (target: string): string | null => {
      try {
        return entry.routeTitle?.(target) ?? null;
      } catch (err) {
        log.warn({ err, target }, 'the route table could not name the address');
        return null;
      }
    },
  });
}
