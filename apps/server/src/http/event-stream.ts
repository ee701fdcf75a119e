import { STREAM_END_EVENT, type StreamEndReason } from '@onfan/contracts/event-stream';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Access } from './access.js';
import { AppError } from './app-error.js';
import { endpointUrl } from './endpoint-route.js';

/** What a stream's producer writes to: one event at a time, until the stream closes. */
export interface EventSink {
  /** Sends `event` with `data` as JSON; a no-op once the stream is closed. An event is what keeps a stream not idle. */
  send(event: string, data: unknown): void;
  readonly closed: boolean;
}

/**
 * The push of a stream that reads its state again on each change (an unread count, a job's row): one `send` at a
 * time, in order, and a burst of changes costs at most one more read; a failed send is told to `failed`.
 */
export function coalescedPush(sink: EventSink, send: () => Promise<void>, failed: (err: unknown) => void): () => void {
  let queue: Promise<void> = Promise.resolve();
  let queued = false;
  return () => {
    if (sink.closed || queued) return;
    queued = true;
    queue = queue.then(async () => {
      queued = false;
      if (sink.closed) return;
      try {
        await send();
      } catch (err) {
        failed(err);
      }
    });
  };
}

/**
 * A member's count as a stream (unread messages, unread notifications): listening first — nothing published after the
 * count was read can be missed — then the count now, then again on each change, sent only when it differs from the
 * last one sent. Answers the unsubscribe, for the stream's `start` to return.
 */
export async function countStream(
  sink: EventSink,
  o: {
    subscribe: (wake: () => void) => Promise<() => void>;
    count: () => Promise<number>;
    send: (n: number) => void;
    failed: (err: unknown) => void;
  },
): Promise<() => void> {
  let last: number | null = null;
  const push = coalescedPush(
    sink,
    async () => {
      const n = await o.count();
      if (n === last) return;
      last = n;
      o.send(n);
    },
    o.failed,
  );
  const off = await o.subscribe(push);
  push();
  return off;
}

/** One kind of event stream: its path, who may open it, and what produces its events. */
export interface EventStreamSpec {
  /** Relative to /v1/app, like an endpoint's. */
  path: string;
  access: Access;
  /** A comment line this often keeps proxies from closing a quiet stream (heartbeats are not events: see idle). */
  heartbeatSeconds: number;
  /** A stream ends after this long whatever happens; the client comes back with its token, which must still work. */
  lifetimeMinutes: number;
  /**
   * Starts the stream's events for this request (`request.user` is the member for a member-only stream) and answers
   * what stops them. Called after the stream was admitted and its head sent.
   */
  start(request: FastifyRequest, sink: EventSink): Promise<() => void>;
}

interface OpenStream {
  /** The member holding it (null for a visitor's stream). */
  member: number | null;
  address: string;
  /** Ends the stream, telling the client why when it can still hear it (STREAM_END_EVENT). */
  end(reason?: StreamEndReason): void;
}

/**
 * The one way the portal serves event streams (text/event-stream): every stream it has or will have is registered
 * with `route()` of the app's one hub, which holds them to the configured caps (Config['eventStreams']):
 * - per member and per client address: at most a few open at once; a new one closes the oldest of them, so a member's
 *   newest tab keeps its stream and nobody can pile streams up from one token or one address;
 * - per process: past the cap a new stream is refused with 503, Retry-After and the Korean envelope (unless it
 *   replaces one of its own), so streams can never take the file descriptors every other request needs;
 * - idle: a stream that carried no event (heartbeats do not count) for `idleSeconds` is closed, as is one whose client
 *   stopped reading (its heartbeat still unsent when the next is due).
 * Each stream starts with a `retry:` hint (how long an EventSource client waits before it reconnects); a stream the
 * server ends gets a last `end` event naming why (contracts/event-stream.ts), so a client knows whether to come back
 * at once (idle, lifetime) or not (replaced, closing). All of them end when the app closes.
 */
export class EventStreamHub {
  /** Open streams in the order they were opened: the first of a member's or an address's is its oldest. */
  private readonly streams = new Set<OpenStream>();

  constructor(private readonly limits: Config['eventStreams']) {}

  /** How many streams are open in this process. */
  get size(): number {
    return this.streams.size;
  }

  /** Ends every open stream: the app is closing, or restarting (its clients reconnect, through the proxy, elsewhere). */
  closeAll(reason: 'closing' | 'restart' = 'closing'): void {
    for (const s of [...this.streams]) s.end(reason);
  }

  /**
   * Admits a new stream for `member` from `address`, or refuses it (503). Synchronous from the count to the entry, so
   * two streams opened at once cannot both take the last place.
   */
  private admit(member: number | null, address: string, end: OpenStream['end']): OpenStream {
    const { perMember, perAddress, perProcess, retrySeconds } = this.limits;
    const replaced = new Set<OpenStream>();
    const oldest = (mine: OpenStream[], keep: number) => {
      const over = mine.filter((s) => !replaced.has(s));
      for (const s of over.slice(0, Math.max(0, over.length - keep))) replaced.add(s);
    };
    const all = [...this.streams];
    if (member !== null)
      oldest(
        all.filter((s) => s.member === member),
        perMember - 1,
      );
    oldest(
      all.filter((s) => s.address === address),
      perAddress - 1,
    );
    if (this.streams.size - replaced.size >= perProcess) {
      throw AppError.unavailable(retrySeconds, COMMON_MESSAGES.tooManyStreams);
    }
    for (const s of replaced) s.end('replaced');
    const stream: OpenStream = { member, address, end };
    this.streams.add(stream);
    return stream;
  }

  /** Registers GET `spec.path` as an event stream held to the hub's caps. */
  route(app: FastifyInstance, spec: EventStreamSpec): void {
    const idleMs = this.limits.idleSeconds * 1000;
    const retryMs = this.limits.retrySeconds * 1000;
    app.get(
      endpointUrl(spec),
      // Not in the OpenAPI document: not JSON, and it never ends by itself.
      { config: { access: spec.access }, schema: { hide: true } },
      async (request, reply) => {
        const res = reply.raw;
        let ended = false;
        let stop: (() => void) | null = null;
        const end = (reason?: StreamEndReason) => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          clearTimeout(lifetime);
          clearTimeout(idle);
          stop?.();
          this.streams.delete(stream);
          if (reason && res.headersSent && res.writable) {
            res.write(`event: ${STREAM_END_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`);
          }
          res.end();
        };
        // Refused here (503) before anything is written: the error handler answers in the envelope.
        const stream = this.admit(request.user?.userId ?? null, request.ip, end);

        reply.hijack();
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          // nginx and the like pass each event on at once instead of buffering the answer.
          'x-accel-buffering': 'no',
          // The stream's connection is not reused: ending the stream ends it for good.
          connection: 'close',
        });
        res.write(`retry: ${retryMs}\n\n`);
        const heartbeat = setInterval(() => {
          // A client that stopped reading has the last heartbeat still waiting in the socket: let it go.
          if (res.writableLength > 0) end();
          else res.write(': keep-alive\n\n');
        }, spec.heartbeatSeconds * 1000);
        const lifetime = setTimeout(() => end('lifetime'), spec.lifetimeMinutes * 60_000);
        const idle = setTimeout(() => end('idle'), idleMs);
        res.on('close', () => end());
        res.on('error', () => end());

        const sink: EventSink = {
          send(event, data) {
            if (ended) return;
            res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
            idle.refresh();
          },
          get closed() {
            return ended;
          },
        };
        try {
          const stopEvents = await spec.start(request, sink);
          if (ended) stopEvents();
          else stop = stopEvents;
        } catch (err) {
          request.log.warn({ err }, 'event stream not started');
          end();
        }
      },
    );
  }
}
