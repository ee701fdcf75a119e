import { maskPhone } from '@onfan/contracts/mask';
import type { LogSink, NotificationSender, OutgoingMessage } from './outbox.js';

/**
 * Text messages (decision 044). Korean gateways count a message in EUC-KR bytes — a Latin letter, digit or sign is
 * one byte, a Hangul syllable or any other character two — and bill it as an SMS up to 80 bytes, else as an LMS (with
 * a title) up to 2,000 bytes. A longer body is sent as several LMS parts, cut between characters (never inside a
 * surrogate pair) and at a line break where one falls in the part's last fifth.
 */

export const SMS_MAX_BYTES = 80;
export const LMS_MAX_BYTES = 2000;

/** The EUC-KR length of one character as gateways count it. */
function charBytes(ch: string): number {
  return (ch.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
}

/** The length of `s` in EUC-KR bytes as Korean gateways count it. */
export function eucKrBytes(s: string): number {
  let n = 0;
  for (const ch of s) n += charBytes(ch);
  return n;
}

/** `s` cut into parts of at most `max` bytes each. */
export function splitByBytes(s: string, max: number): string[] {
  const chars = Array.from(s);
  const parts: string[] = [];
  let start = 0;
  while (start < chars.length) {
    let bytes = 0;
    let end = start;
    while (end < chars.length && bytes + charBytes(chars[end]!) <= max) bytes += charBytes(chars[end++]!);
    if (end < chars.length) {
      // Prefer a line break in the last fifth of the part.
      const floor = start + Math.floor(((end - start) * 4) / 5);
      for (let i = end - 1; i >= floor; i -= 1) {
        if (chars[i] === '\n') {
          end = i + 1;
          break;
        }
      }
    }
    parts.push(chars.slice(start, end).join('').trim());
    start = end;
  }
  return parts.filter((p) => p.length > 0);
}

/** One message as a gateway takes it. `kind` is the template code a 알림톡 gateway maps to its approved template. */
export interface GatewayText {
  type: 'SMS' | 'LMS';
  to: string;
  /** The LMS title (gateways show it above the body); null for SMS. */
  title: string | null;
  text: string;
  kind: string;
  /** The outbox row and, for a split body, which part of how many. */
  ref: { outboxId: number; part: number; of: number };
}

/**
 * What a Korean text-message or 알림톡 gateway adapter implements (docs/notifications.md shows the shape of one):
 * send one prepared message, throw on a refusal (the outbox retries it, up to five times).
 */
export interface TextGateway {
  send(message: GatewayText): Promise<void>;
}

const TITLE = '[온판] 안내';

/** The gateway messages of one outbox row: one SMS, one LMS, or several LMS parts. */
export function gatewayTexts(
  m: Pick<OutgoingMessage, 'id' | 'recipient' | 'kind' | 'subject' | 'body'>,
): GatewayText[] {
  const body = m.body.replace(/\r\n?/g, '\n').trim();
  const ref = { outboxId: m.id, part: 1, of: 1 };
  if (eucKrBytes(body) <= SMS_MAX_BYTES) {
    return [{ type: 'SMS', to: m.recipient, title: null, text: body, kind: m.kind, ref }];
  }
  const title = m.subject?.trim() || TITLE;
  const parts = splitByBytes(body, LMS_MAX_BYTES);
  return parts.map((text, i) => ({
    type: 'LMS',
    to: m.recipient,
    title: parts.length > 1 ? `${title} (${i + 1}/${parts.length})` : title,
    text,
    kind: m.kind,
    ref: { outboxId: m.id, part: i + 1, of: parts.length },
  }));
}

/** The development gateway: each message written to the log (recipient masked, the text in full; decision 009). */
export class LogTextGateway implements TextGateway {
  constructor(private readonly log: LogSink) {}

  async send(t: GatewayText): Promise<void> {
    this.log.info(
      {
        outboxId: t.ref.outboxId,
        channel: 'SMS',
        type: t.type,
        part: t.ref.part,
        of: t.ref.of,
        bytes: eucKrBytes(t.text),
        kind: t.kind,
        to: maskPhone(t.to),
        subject: t.title,
        body: t.text,
      },
      'notification sent (log sender)',
    );
  }
}

/** Hands SMS-channel outbox rows to a gateway, split as gateways count. */
export class TextMessageSender implements NotificationSender {
  constructor(private readonly gateway: TextGateway) {}

  async send(m: OutgoingMessage): Promise<void> {
    if (m.channel !== 'SMS') throw new Error(`the text sender got a ${m.channel} message`);
    for (const t of gatewayTexts(m)) await this.gateway.send(t);
  }
}
