import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../../http/logging.js';
import { LogNotificationSender } from './outbox.js';

/** A Fastify logger built the way app.ts builds it (same redaction), writing its lines here. */
function capturedLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const options = loggerOptions(level);
  if (!options || typeof options !== 'object') throw new Error('no logger options');
  const app = Fastify({ logger: { ...options, stream } });
  return { log: app.log, lines };
}

describe('the log sender (development without a text-message gateway)', () => {
  it('writes an identity code message at the default level info: body in full, recipient masked', async () => {
    const { log, lines } = capturedLogger('info');
    await new LogNotificationSender(log).send({
      id: 7,
      channel: 'SMS',
      recipient: '010-2000-0200',
      kind: 'IDENTITY_CODE',
      subject: null,
      body: '[온판] 본인인증 인증번호는 [482913] 입니다. 5분 안에 입력해주세요.',
    });
    const line = lines.find((l) => l.msg === 'notification sent (log sender)');
    expect(line).toMatchObject({
      level: 30,
      outboxId: 7,
      channel: 'SMS',
      kind: 'IDENTITY_CODE',
      body: '[온판] 본인인증 인증번호는 [482913] 입니다. 5분 안에 입력해주세요.',
    });
    expect(line?.to).not.toBe('010-2000-0200');
    expect(JSON.stringify(line)).not.toContain('2000-0200');
  });

  it('masks an e-mail recipient too', async () => {
    const { log, lines } = capturedLogger('info');
    await new LogNotificationSender(log).send({
      id: 8,
      channel: 'EMAIL',
      recipient: 'member@onfan.example.kr',
      kind: 'LOGIN_LOCKED',
      subject: '[온판] 로그인 잠금 안내',
      body: '잠금 안내',
    });
    expect(JSON.stringify(lines)).not.toContain('member@onfan.example.kr');
    expect(lines[0]).toMatchObject({ subject: '[온판] 로그인 잠금 안내', body: '잠금 안내' });
  });
});
