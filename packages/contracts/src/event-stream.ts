/**
 * What every event stream of the portal (text/event-stream, served through the server's one hub) says when the
 * server ends it, in a module without zod: the last event before the end names why. A client reconnects at once after
 * `idle` or `lifetime` (its stream was healthy, just quiet or old) or `restart` (this server process is restarting:
 * the proxy sends the new stream to another); after `replaced` (a newer stream of the same member or address took its
 * place) or `closing` (the server is shutting down) it does not (it may poll instead).
 */
export const STREAM_END_EVENT = 'end';

export type StreamEndReason = 'idle' | 'lifetime' | 'restart' | 'replaced' | 'closing';

/** The reasons after which a client may open its stream again at once. */
export const RECONNECT_AFTER: ReadonlySet<StreamEndReason> = new Set<StreamEndReason>(['idle', 'lifetime', 'restart']);
