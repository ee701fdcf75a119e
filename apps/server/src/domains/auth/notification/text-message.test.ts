import { describe, expect, it } from 'vitest';
import {
  eucKrBytes,
  type GatewayText,
  gatewayTexts,
  LMS_MAX_BYTES,
  SMS_MAX_BYTES,
  splitByBytes,
  TextMessageSender,
} from './text-message.js';

const row = (body: string, subject: string | null = null) => ({
  id: 41,
  channel: 'SMS' as const,
  recipient: '010-2000-0200',
  userId: 7,
  kind: 'RESERVATION_CONFIRMED',
  subject,
  body,
});

describe('text messages as Korean gateways count them', () => {
  it('counts EUC-KR bytes: one for ASCII, two for Hangul and other characters', () => {
    expect(eucKrBytes('ABC 123')).toBe(7);
    expect(eucKrBytes('온판')).toBe(4);
    expect(eucKrBytes('[온판] 예약 확정')).toBe(16);
    expect(eucKrBytes('·')).toBe(2);
  });

  it('sends up to 80 bytes as one SMS and one byte more as an LMS with a title', () => {
    const forty = '가'.repeat(40); // 80 bytes
    expect(gatewayTexts(row(forty))).toEqual([
      {
        type: 'SMS',
        to: '010-2000-0200',
        title: null,
        text: forty,
        kind: 'RESERVATION_CONFIRMED',
        ref: { outboxId: 41, part: 1, of: 1 },
      },
    ]);
    const over = `${forty}A`;
    expect(eucKrBytes(over)).toBe(SMS_MAX_BYTES + 1);
    expect(gatewayTexts(row(over, '[온판] 예약 안내'))).toEqual([
      {
        type: 'LMS',
        to: '010-2000-0200',
        title: '[온판] 예약 안내',
        text: over,
        kind: 'RESERVATION_CONFIRMED',
        ref: { outboxId: 41, part: 1, of: 1 },
      },
    ]);
    expect(gatewayTexts(row(over))[0]?.title).toBe('[온판] 안내');
  });

  it('cuts a body over 2,000 bytes into numbered LMS parts, at a line break and never inside a character', () => {
    const line = `${'나'.repeat(99)}\n`; // 200 bytes a line
    const body = line.repeat(15).trim(); // 2,999 bytes
    const parts = gatewayTexts(row(body, '[온판] 긴 안내'));
    expect(parts.map((p) => [p.type, p.title, p.ref.part, p.ref.of])).toEqual([
      ['LMS', '[온판] 긴 안내 (1/2)', 1, 2],
      ['LMS', '[온판] 긴 안내 (2/2)', 2, 2],
    ]);
    for (const p of parts) expect(eucKrBytes(p.text)).toBeLessThanOrEqual(LMS_MAX_BYTES);
    expect(parts[0]?.text.endsWith('나')).toBe(true); // cut after a whole line
    expect(parts.map((p) => p.text).join('\n')).toBe(body);
    // An emoji (a surrogate pair) is never cut in half.
    const emoji = splitByBytes('😀'.repeat(3), 4);
    expect(emoji).toEqual(['😀😀', '😀']);
  });

  it('hands every part to the gateway in order, and refuses a row of another channel', async () => {
    const sent: GatewayText[] = [];
    const sender = new TextMessageSender({ send: async (t) => void sent.push(t) });
    await sender.send(row('[온판] 예약이 확정되었습니다.'));
    expect(sent.map((t) => t.type)).toEqual(['SMS']);
    await expect(sender.send({ ...row('x'), channel: 'EMAIL' })).rejects.toThrow('EMAIL');
  });
});
