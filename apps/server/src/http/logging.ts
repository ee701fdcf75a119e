import type { FastifyServerOptions } from 'fastify';

const PHONE = /01[016789]-?\d{3,4}-?\d{4}/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;

/** Masks phones and e-mails in free text (URLs, messages) before it reaches the log. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
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
