import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { NotificationSender, OutgoingMessage } from './outbox.js';

/**
 * E-mail through SMTP (decision 044): each outbox message of the EMAIL channel becomes one Korean HTML message with a
 * plain-text part. A message to a member carries the unsubscribe link of the portal (`/marketing/{userData}`) in its
 * footer and in the `List-Unsubscribe` header, so a mail program offers 수신거부 as well.
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const FALLBACK_SUBJECT = '[온판] 안내';
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One line of the body as HTML: escaped, its web addresses made links. */
function lineHtml(line: string): string {
  let out = '';
  let last = 0;
  for (const m of line.matchAll(URL_PATTERN)) {
    const url = m[0];
    out += escapeHtml(line.slice(last, m.index));
    out += `<a href="${escapeHtml(url)}" style="color:#256ef4">${escapeHtml(url)}</a>`;
    last = (m.index ?? 0) + url.length;
  }
  return out + escapeHtml(line.slice(last));
}

/**
 * The message members read: the subject (or a plain one), the body's paragraphs (blank-line separated; single line
 * breaks kept), the portal's footer and, for a member, the unsubscribe link. Colours meet 4.5:1 on white.
 */
export function renderEmail(
  m: Pick<OutgoingMessage, 'subject' | 'body'>,
  site: { publicUrl: string; unsubscribeUrl: string | null },
): RenderedEmail {
  const subject = m.subject?.trim() || FALLBACK_SUBJECT;
  const body = m.body.replace(/\r\n?/g, '\n').trim();
  const footerText = [
    '본 메일은 발신 전용입니다. 문의는 온판 고객센터(1:1 문의)를 이용해 주세요.',
    `온판: ${site.publicUrl}`,
    ...(site.unsubscribeUrl ? [`광고성 정보 수신을 원하지 않으시면 수신거부: ${site.unsubscribeUrl}`] : []),
  ];
  const text = `${body}\n\n--\n${footerText.join('\n')}\n`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${p.split('\n').map(lineHtml).join('<br>')}</p>`)
    .join('\n');
  const unsubscribe = site.unsubscribeUrl
    ? `<p style="margin:8px 0 0">광고성 정보 수신을 원하지 않으시면 <a href="${escapeHtml(site.unsubscribeUrl)}" style="color:#256ef4">수신거부</a>를 눌러 주세요.</p>`
    : '';
  const html = `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f6">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1e2124;font-family:'Pretendard','Apple SD Gothic Neo','Malgun Gothic',sans-serif;font-size:16px;line-height:1.6">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#063a74">온판</p>
<h1 style="margin:0 0 24px;font-size:20px;line-height:1.4">${escapeHtml(subject)}</h1>
${paragraphs}
<div style="margin-top:32px;padding-top:16px;border-top:1px solid #cdd1d5;font-size:14px;color:#464c53">
<p style="margin:0">본 메일은 발신 전용입니다. 문의는 온판 고객센터(1:1 문의)를 이용해 주세요.</p>
<p style="margin:8px 0 0"><a href="${escapeHtml(site.publicUrl)}" style="color:#256ef4">온판 바로가기</a></p>
${unsubscribe}
</div>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

export interface EmailSettings {
  smtpUrl: string;
  from: string;
  replyTo: string | null;
  publicUrl: string;
  /** The unsubscribe address of a member (null for a message to an address that is no member's). */
  unsubscribeUrl(userId: number): string;
}

/** Hands EMAIL messages to an SMTP server (nodemailer: one connection per message, STARTTLS when the server offers it). */
export class SmtpEmailSender implements NotificationSender {
  private readonly transport: Transporter;

  constructor(private readonly settings: EmailSettings) {
    this.transport = nodemailer.createTransport(settings.smtpUrl, { from: settings.from });
  }

  async send(m: OutgoingMessage): Promise<void> {
    if (m.channel !== 'EMAIL') throw new Error(`the e-mail sender got a ${m.channel} message`);
    const unsubscribeUrl = m.userId != null ? this.settings.unsubscribeUrl(m.userId) : null;
    const mail = renderEmail(m, { publicUrl: this.settings.publicUrl, unsubscribeUrl });
    await this.transport.sendMail({
      from: this.settings.from,
      ...(this.settings.replyTo ? { replyTo: this.settings.replyTo } : {}),
      to: m.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl } } : {}),
      headers: { 'X-Onfan-Message': `${m.kind}-${m.id}` },
    });
  }

  close(): void {
    this.transport.close();
  }
}
