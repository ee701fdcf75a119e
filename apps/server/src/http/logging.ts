import type { FastifyServerOptions } from 'fastify';

const PHONE = /01[016789]-?\d{3,4}-?\d{4}/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;

/**
 * Secrets a URL may carry in its query (a login form sent by GET, a password check, a token or ticket in a link):
 * their values never reach the log.
 */
const SECRET_PARAM =
  /([?&](?:userPasswd|newUserPasswd|userPasswdCnfm|passwd|password|PASSWD|ssoPw|token|ticket|ssoToken)=)[^&#]*/gi;

/** Masks secrets in a URL's query, phones and e-mails in free text (URLs, messages) before it reaches the log. */
export function redactText(text: string): string {
  return text.replace(SECRET_PARAM, '$1[redacted]').replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers["x-auth-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
        '*.userPasswd',
        '*.password',
        '*.token',
        '*.mblNo',
        '*.telNo',
        '*.userEmail',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactText(req.url), remoteAddress: req.ip };
      },
    },
  };
}
