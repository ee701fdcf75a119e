import pg from 'pg';

/** What a listener reports when its connection is lost (Fastify's logger fits). */
export interface ListenerLog {
  warn(obj: object, msg: string): void;
}

export interface PgListenerOptions {
  url: string;
  /** The channel to LISTEN on (a fixed identifier of the portal's, never from input). */
  channel: string;
  /** Names the listener in log lines ('message event', 'chat event' …). */
  name: string;
  log: ListenerLog;
  /** Wait before reconnecting a lost connection (ms). */
  retryMs?: number;
  /** Each notification's payload on the channel. */
  onPayload(payload: string): void;
  /** After a lost connection is back: notifications sent meanwhile were missed (re-read what they would have told). */
  onReconnected?(): void;
}

/** One process's LISTEN on one PostgreSQL channel, over a dedicated connection. */
export interface PgListener {
  /** Resolves once the LISTEN is in place (connecting at the first call); rejects when it could not connect. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The one way the portal listens across processes (decision 013): a dedicated connection opened at the first `ready()`
 * and reopened `retryMs` after it is lost, so every process hears every NOTIFY on the channel — its own too, which is
 * why the buses built on it never emit locally on PostgreSQL.
 */
export function createPgListener(options: PgListenerOptions): PgListener {
  const retryMs = options.retryMs ?? 1000;
  let client: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> => {
    const c = new pg.Client({ connectionString: options.url, keepAlive: true });
    client = c;
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      listening = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (closed) return;
      options.log.warn({ err }, `${options.name} listener lost; reconnecting`);
      clearTimeout(retry);
      retry = setTimeout(() => {
        // A caller of ready() may have reconnected meanwhile.
        if (closed || listening !== null) return;
        listening = connect().then(
          () => options.onReconnected?.(),
          () => undefined,
        );
      }, retryMs);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (n) => {
      if (n.channel === options.channel && n.payload !== undefined) options.onPayload(n.payload);
    });
    return c
      .connect()
      .then(() => c.query(`LISTEN ${options.channel}`))
      .then(
        () => undefined,
        (err: unknown) => {
          lost(err);
          throw err;
        },
      );
  };

  return {
    ready() {
      listening ??= connect();
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      listening = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
