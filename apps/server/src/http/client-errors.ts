import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toEnvelope } from './error-handler.js';
import type { SecurityHeaderSets } from './security-headers.js';

/**
 * The answers Fastify and Node write before any route or hook runs — a bad URL, a parameter over the length limit,
 * a request line or headers over Node's 16 KB, an unparsable request, a client timeout — are the same Korean envelope
 * with the API security headers as every other refusal. Fastify's defaults are English and echo the URL.
 */
export function frameworkErrorHandler(sets: () => SecurityHeaderSets) {
  return (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toEnvelope(error);
    void reply.headers(sets().api).status(status).type('application/json; charset=utf-8').send(body);
  };
}

export function clientErrorHandler(sets: () => SecurityHeaderSets) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const statusCode =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const { status, body } = toEnvelope({ statusCode });
    if (socket.writable) {
      const json = JSON.stringify(body);
      const headers = {
        ...sets().api,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(json)),
        connection: 'close',
      };
      const head = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head}\r\n\r\n${json}`);
    }
    socket.destroy(error);
  };
}
