import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** A host as a browser sends it: a DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The portal's origin for an address handed to the visitor in answer to their request: PUBLIC_URL where it is set;
 * otherwise the scheme and host the request reached (X-Forwarded-Proto and X-Forwarded-Host count only from a proxy
 * TRUST_PROXY trusts, as Fastify reads them), so a portal reached at its network address does not hand out
 * `localhost`. A host that is not a well-formed host falls back to the configured default.
 */
export function publicOrigin(req: FastifyRequest, config: Pick<Config, 'publicUrl' | 'publicUrlSet'>): string {
  if (config.publicUrlSet) return config.publicUrl;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  const host = req.host;
  return typeof host === 'string' && HOST.test(host) ? `${protocol}://${host.toLowerCase()}` : config.publicUrl;
}
