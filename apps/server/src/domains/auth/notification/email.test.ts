import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../../../lib/signing-keys.js';
import { createTestApp, testConfig } from '../../../test/test-db.js';
import { AUTH_JOBS, authJobs } from '../auth.jobs.js';
import { call, newMember } from '../auth.testkit.js';
import { readMarketingToken } from '../link-token.js';
import { renderEmail } from './email.js';

/**
 * A real SMTP server on loopback (smtp-server, the library nodemailer's authors keep): it takes what the portal sends
 * and the test reads each message as a mail program would (mailparser). `refuseNext` makes it refuse the next
 * recipient with a temporary error, as a busy relay does.
 */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const envelopes: { from: string; to: string[] }[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          envelopes.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    refuse(n: number) {
      refuseNext = n;
    },
  };
}

describe('e-mail through a real SMTP server', async () => {
  const smtp = await startSmtpServer();
  const mail = { smtpUrl: smtp.url, from: '온판 <no-reply@onfan.example.kr>', replyTo: 'help@onfan.example.kr' };
  const { app, database } = await createTestApp({ config: { mail } });
  const secret = signingKeys(testConfig()).linkSigning;
  const lockAccount = async (lgnId: string) => {
    for (let i = 1; i <= 5; i += 1) {
      await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId, userPasswd: 'Bad!pass99' } });
    }
  };
  const emailRows = (userId: number) =>
    database.db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('userId', '=', userId)
      .where('channel', '=', 'EMAIL')
      .execute();

  it('delivers the lock notice: Korean subject, HTML and plain text, reply-to, and a working unsubscribe link', async () => {
    const m = await newMember(app, { userEmail: 'smtp-owner@example.kr' });
    await lockAccount(m.lgnId);
    await expect.poll(() => smtp.envelopes.some((e) => e.to.includes('smtp-owner@example.kr'))).toBe(true);
    const got = smtp.received[smtp.envelopes.findIndex((e) => e.to.includes('smtp-owner@example.kr'))]!;

    expect(got.subject).toBe('[온판] 로그인 잠금 안내');
    expect(got.from?.value[0]).toMatchObject({ name: '온판', address: 'no-reply@onfan.example.kr' });
    expect(got.replyTo?.value[0]?.address).toBe('help@onfan.example.kr');
    expect(got.text).toContain('비밀번호가 5회 잘못 입력되어');
    expect(got.html).toContain('<html lang="ko">');
    expect(got.html).toContain('비밀번호가 5회 잘못 입력되어');

    // The unsubscribe header and the footer link name this member, signed: the page the link opens accepts it.
    const line = got.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    const headerUrl = /<([^>]+)>/.exec(line)?.[1] ?? '';
    expect(headerUrl).toMatch(/^http:\/\/localhost:\d+\/marketing\/[\w-]+\.[\w-]+$/);
    expect(got.html).toContain(`href="${headerUrl}"`);
    expect(got.text).toContain(`수신거부: ${headerUrl}`);
    const token = headerUrl.split('/marketing/')[1]!;
    expect(readMarketingToken(secret, token)).toBe(m.userId);

    // The relay has the message once its DATA is taken; the row becomes SENT when the portal reads the relay's answer,
    // a moment later: wait for that, not for the message alone.
    await expect
      .poll(async () => (await emailRows(m.userId)).map((r) => [r.kind, r.status]))
      .toEqual([['LOGIN_LOCKED', 'SENT']]);
  });

  it('a relay that refuses once: the row waits with the error, and the next delivery run sends it once', async () => {
    const m = await newMember(app, { userEmail: 'smtp-busy@example.kr' });
    smtp.refuse(1);
    await lockAccount(m.lgnId);
    await expect
      .poll(async () => (await emailRows(m.userId)).map((r) => [r.status, r.attemptCnt]))
      .toEqual([['PENDING', 1]]);
    expect((await emailRows(m.userId))[0]?.lastError).toContain('Mailbox busy');
    expect(smtp.envelopes.filter((e) => e.to.includes('smtp-busy@example.kr'))).toEqual([]);

    // The minute job delivers what is left (auth.jobs.ts AUTH_JOBS.outbox).
    const deliver = authJobs({ database, config: testConfig({ mail }), log: { info: () => undefined } }).handlers[
      AUTH_JOBS.outbox
    ]!;
    await deliver({}, undefined as never);
    expect((await emailRows(m.userId)).map((r) => [r.status, r.attemptCnt])).toEqual([['SENT', 2]]);
    await deliver({}, undefined as never);
    expect(smtp.envelopes.filter((e) => e.to.includes('smtp-busy@example.kr'))).toHaveLength(1);
  });
});

describe('the e-mail template', () => {
  it('escapes what a body carries and links its addresses', () => {
    const out = renderEmail(
      {
        subject: '<b>안내</b>',
        body: '안녕하세요 <script>alert(1)</script>\n자세히: https://onfan.example.kr/a?b=1&c=2\n\n감사합니다.',
      },
      { publicUrl: 'https://onfan.example.kr', unsubscribeUrl: null },
    );
    expect(out.html).not.toContain('<script>');
    expect(out.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out.html).toContain('<title>&lt;b&gt;안내&lt;/b&gt;</title>');
    expect(out.html).toContain('<a href="https://onfan.example.kr/a?b=1&amp;c=2"');
    expect(out.html.match(/<p style="margin:0 0 16px">/g)).toHaveLength(2);
    expect(out.text).toContain('안녕하세요 <script>alert(1)</script>');
    expect(out.text).not.toContain('수신거부');
    expect(out.html).not.toContain('수신거부');
  });

  it('gives a message without a subject a plain Korean one', () => {
    expect(
      renderEmail({ subject: null, body: '본문' }, { publicUrl: 'https://x.kr', unsubscribeUrl: null }).subject,
    ).toBe('[온판] 안내');
  });
});
