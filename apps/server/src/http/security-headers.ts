import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet would send, computed once. Helmet (through @fastify/helmet) rebuilds the
 * Content-Security-Policy string on every request, which cost about as much as the rest of a small API call; our
 * policy has no per-request parts (no nonces), so the headers are the same for every response.
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
