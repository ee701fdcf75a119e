import type { Config } from '../../../config.js';
import { signingKeys } from '../../../lib/signing-keys.js';
import { createMarketingToken } from '../link-token.js';
import { SmtpEmailSender } from './email.js';
import type { LogSink, NotificationSender, OutgoingMessage } from './outbox.js';
import { LogNotificationSender } from './outbox.js';
import { LogTextGateway, TextMessageSender } from './text-message.js';

/** Each channel's sender: every outbox row goes to the one of its channel. */
export class ChannelSender implements NotificationSender {
  constructor(private readonly byChannel: Record<OutgoingMessage['channel'], NotificationSender>) {}

  send(m: OutgoingMessage): Promise<void> {
    return this.byChannel[m.channel].send(m);
  }
}

/**
 * The portal's notification sender from its settings (decision 044): e-mail through SMTP when SMTP_URL is set, else
 * to the log; text messages prepared as gateways count them (SMS / LMS) and written to the log — a Korean SMS or
 * 알림톡 gateway adapter takes LogTextGateway's place (docs/notifications.md).
 */
export function createNotificationSender(
  config: Pick<Config, 'mail' | 'publicUrl' | 'dataDir' | 'signingKeys'>,
  log: LogSink,
): NotificationSender {
  const email = config.mail.smtpUrl
    ? new SmtpEmailSender({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        replyTo: config.mail.replyTo,
        publicUrl: config.publicUrl,
        // The member's `/marketing/{userData}` page (the same link the consent reminder carries).
        unsubscribeUrl: (userId) =>
          `${config.publicUrl.replace(/\/$/, '')}/marketing/${createMarketingToken(signingKeys(config).linkSigning, userId)}`,
      })
    : new LogNotificationSender(log);
  return new ChannelSender({ EMAIL: email, SMS: new TextMessageSender(new LogTextGateway(log)) });
}
