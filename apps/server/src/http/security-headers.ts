import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath, requestPath } from './request-target.js';

/**
 * The address search's script (spec section 2, the Daum postcode widget; `POSTCODE_SCRIPT_URL` in the web app) and
 * the frames it opens. Without them the search was refused by this policy and every person typed the address.
 */
const POSTCODE_SCRIPT_ORIGIN = 'https://t1.daumcdn.net';
const POSTCODE_FRAME_ORIGINS = ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

/**
 * The web app's documents: a strict policy that still lets pages embed the video sites the editor allows. `media`
 * is the origin of the object store the broadcasts' media are published to (MEDIA_PUBLIC_URL), when there is one:
 * posters are images, playlists and segments are fetched by the player, and the captions are a media track.
 */
const documentPolicy = (hsts: boolean, media: string[]): HelmetOptions => ({
  strictTransportSecurity: hsts,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", POSTCODE_SCRIPT_ORIGIN],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...media],
      // The broadcast player (hls.js) plays through Media Source Extensions, whose media source is a blob: address.
      mediaSrc: ["'self'", 'blob:', ...media],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...media],
      frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', ...POSTCODE_FRAME_ORIGINS],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * API answers (JSON, never rendered): nothing may load or frame them (OWASP's REST headers). The document-only
 * headers (DNS prefetch, download options, XSS auditor, origin-agent-cluster, opener policy) say nothing to JSON,
 * and leaving them off keeps every API answer several hundred bytes smaller.
 */
const apiPolicy = (hsts: boolean): HelmetOptions => ({
  strictTransportSecurity: hsts,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The API reference page (/v1/app/docs, decision 031): stricter than the web app's documents. Its scripts and styles
 * are this server's files (Swagger UI, self-hosted), with no inline code; it fetches the OpenAPI document and, for "try
 * it out", calls the API at the document's server (`PUBLIC_URL`); nothing may frame it, and it is kept out of search
 * engines.
 */
const referencePolicy = (hsts: boolean, apiOrigin: string): HelmetOptions => ({
  strictTransportSecurity: hsts,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", apiOrigin],
      frameAncestors: ["'none'"],
      formAction: ["'none'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
});

/**
 * The security headers helmet would send, computed once. Helmet (through @fastify/helmet) rebuilds the
 * Content-Security-Policy string on every request, which cost about as much as the rest of a small API call; our
 * policies have no per-request parts (no nonces), so the headers are the same for every response.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: the security headers are not per-request-free');
  return Object.freeze(headers);
}

/** Pages may not use the device features the portal never asks for (camera, microphone, location, payment ...). */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export interface SecurityHeaderSets {
  documents: Readonly<Record<string, string>>;
  api: Readonly<Record<string, string>>;
  reference: Readonly<Record<string, string>>;
}

export function securityHeaderSets(options: {
  hsts: boolean;
  mediaOrigin?: string;
  /** The origin the API reference page's "try it out" calls (PUBLIC_URL). */
  apiOrigin: string;
}): SecurityHeaderSets {
  return {
    documents: Object.freeze({
      ...securityHeaders(documentPolicy(options.hsts, options.mediaOrigin ? [options.mediaOrigin] : [])),
      'permissions-policy': PERMISSIONS_POLICY,
    }),
    api: securityHeaders(apiPolicy(options.hsts)),
    reference: Object.freeze({
      ...securityHeaders(referencePolicy(options.hsts, options.apiOrigin)),
      'permissions-policy': PERMISSIONS_POLICY,
      'x-robots-tag': 'noindex, nofollow',
    }),
  };
}

/** The API reference page and its files (decision 031). */
export const REFERENCE_PATH = '/v1/app/docs';

/**
 * Documents (the web app, uploaded files) get the document policy; the API reference page its own; API answers the
 * API one. The matched route decides (its declared path), not the request's text; an unmatched request goes by its
 * path.
 */
export function registerSecurityHeaders(app: FastifyInstance, sets: SecurityHeaderSets): void {
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.is404 ? requestPath(request.url) : (request.routeOptions.url ?? '');
    const onReference = path === REFERENCE_PATH || path.startsWith(`${REFERENCE_PATH}/`);
    reply.headers(onReference ? sets.reference : isApiPath(path) ? sets.api : sets.documents);
    done();
  });
}
