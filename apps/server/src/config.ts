import path from 'node:path';
import { z } from 'zod';

const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * The per-route request limits, by kind of call. Routes name a kind (`config: { limit: 'login' }`); the numbers live
 * here only, so a deployment or a test raises them in one place.
 */
export const LIMIT_KINDS = [
  'login',
  'signup',
  'password',
  'identity',
  'identityCode',
  'lookup',
  'search',
  'upload',
  'message',
  'chatbot',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback (127.0.0.1), or every interface (0.0.0.0) in production. */
  HOST: z.string().trim().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must be a postgres:// URL or empty')
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: z.enum(['auto', 'yes', 'no']).default('auto'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Operators' sessions end after this many idle minutes, whatever SESSION_IDLE_MINUTES says (at most 30). */
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(30).default(30),
  /** The key operators' TOTP secrets are encrypted with (AES-256-GCM); required in production. */
  SECOND_FACTOR_KEY: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_LOGIN_PER_MINUTE: perMinute(10),
  RATE_LIMIT_SIGNUP_PER_MINUTE: perMinute(10),
  RATE_LIMIT_PASSWORD_PER_MINUTE: perMinute(10),
  RATE_LIMIT_IDENTITY_PER_MINUTE: perMinute(20),
  RATE_LIMIT_IDENTITY_CODE_PER_MINUTE: perMinute(5),
  RATE_LIMIT_LOOKUP_PER_MINUTE: perMinute(30),
  RATE_LIMIT_SEARCH_PER_MINUTE: perMinute(60),
  RATE_LIMIT_UPLOAD_PER_MINUTE: perMinute(10),
  RATE_LIMIT_MESSAGE_PER_MINUTE: perMinute(10),
  RATE_LIMIT_CHATBOT_PER_MINUTE: perMinute(20),
  CHATBOT_LLM_URL: z.string().url().optional().or(z.literal('')),
  CHATBOT_LLM_MODEL: z.string().default('gpt-4o-mini'),
  CHATBOT_LLM_KEY: z.string().optional(),
  CHATBOT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  PUBLIC_URL: z
    .string()
    .refine(
      (v) => v === '' || /^https?:\/\/[^/?#]+$/.test(v.replace(/\/$/, '')),
      'PUBLIC_URL must be an http(s) origin',
    )
    .optional(),
  UPLOAD_DAILY_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(200 * 1024 * 1024),
  UPLOAD_DAILY_COUNT: z.coerce.number().int().min(1).default(300),
  UPLOAD_ORPHAN_HOURS: z.coerce.number().min(0).default(24),
  READY_TIMEOUT_MS: z.coerce.number().int().min(100).default(1500),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  ALTCHA_HMAC_KEY: z.string().optional(),
  ALTCHA_EXPIRES_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  MESSAGE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  EVENT_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(3),
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  EVENT_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
  EVENT_STREAM_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(600),
  EVENT_STREAM_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  BROADCAST_POLL_SECONDS: z.coerce.number().int().min(2).max(300).default(10),
  BROADCAST_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(2048),
  LIVE_GENERATOR: z.enum(['auto', 'yes', 'no']).default('auto'),
  DEMO_MEDIA: z.enum(['auto', 'no']).default('auto'),
  S3_BUCKET: z.string().trim().optional(),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'S3_PREFIX must be folder names ending in /')
    .default(''),
  S3_REGION: z.string().trim().min(1).default('ap-northeast-2'),
  S3_ENDPOINT: z.string().trim().url().optional().or(z.literal('')),
  S3_FORCE_PATH_STYLE: z.enum(['yes', 'no']).default('no'),
  MEDIA_S3_BUCKET: z.string().trim().optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^\d{1,2}$/.test(v) || v.split(',').every((a) => /^[0-9a-fA-F.:/]+$/.test(a.trim())),
      'TRUST_PROXY must be a hop count or a comma-separated list of addresses (CIDR allowed)',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^rediss?:\/\//.test(v), 'REDIS_URL must be a redis:// URL or empty')
    .optional(),
  UPLOAD_TOKEN_KEY: z.string().optional(),
  LINK_SIGNING_KEY: z.string().optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^smtps?:\/\/[^/]+/.test(v), 'SMTP_URL must be an smtp:// or smtps:// URL or empty')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('온판 <no-reply@onfan.kr>'),
  MAIL_REPLY_TO: z.string().trim().optional(),
  JOBS: z.enum(['on', 'off']).default('on'),
  WEB: z.enum(['on', 'off']).default('on'),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  AGENT_SITE_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^/?#\s]+([/?#]\S*)?$/.test(v), 'AGENT_SITE_URL must be an http(s) URL')
    .optional(),
  MEDIA_PUBLIC_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^?#]+$/.test(v), 'MEDIA_PUBLIC_URL must be an http(s) URL')
    .optional(),
  BACKUP_DIR: z.string().trim().min(1).default('./backups'),
  BACKUP_KEY: z.string().optional(),
  PG_BIN_DIR: z.string().trim().optional(),
  METRICS_ALLOW: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || v.split(',').every((a) => /^[0-9a-fA-F.:/]+$/.test(a.trim())),
      'METRICS_ALLOW must be a comma-separated list of addresses (CIDR allowed)',
    )
    .default('127.0.0.1,::1'),
});

/**
 * The S3-compatible bucket every stored file goes to (decision 032): uploads under `<prefix>uploads/`, the broadcasts'
 * media under `<prefix>media/`. Credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY, a profile or an instance role), read by the SDK itself.
 */
export interface S3Settings {
  bucket: string;
  prefix: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
}

/** The key operators' TOTP secrets are encrypted with outside production (production must set SECOND_FACTOR_KEY). */
const DEVELOPMENT_SECOND_FACTOR_KEY = 'onfan-development-second-factor-key-not-for-production';
const MIN_SECOND_FACTOR_KEY_LENGTH = 32;

/** The signing key of anti-bot challenges outside production (production must set ALTCHA_HMAC_KEY). */
const DEVELOPMENT_ALTCHA_HMAC_KEY = 'onfan-development-altcha-hmac-key-not-for-production';
const MIN_ALTCHA_HMAC_KEY_LENGTH = 32;
/** Upload tokens and signed links (unsubscribe, SSO hand-off): at least this many characters when configured. */
const MIN_SIGNING_KEY_LENGTH = 32;

/**
 * Which proxies' client address header (X-Forwarded-For) is believed: a hop count or the proxies' addresses. Never
 * trusted by default: without TRUST_PROXY every request's address is the peer's.
 */
export type TrustProxy = false | number | string[];

function parseTrustProxy(v: string | undefined): TrustProxy {
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  webDistDir: string;
  logLevel: string;
  /** One log line per request: on in production, off in development and tests unless LOG_REQUESTS=yes. */
  logRequests: boolean;
  sessionIdleMinutes: number;
  /** Operators' idle minutes (at most 30; decision 034). */
  operatorSessionIdleMinutes: number;
  /** Operators' second factor: the key their TOTP secrets are encrypted with, and the name shown in their app. */
  secondFactor: { key: string; issuer: string };
  rateLimitPerMinute: number;
  /** Requests per minute for each kind of sensitive call: per client address, per member for `message`. */
  routeLimits: Record<LimitKind, number>;
  /** The public origin every absolute link is built from (never the Host header), without a trailing slash. */
  publicUrl: string;
  /**
   * False when PUBLIC_URL is empty (publicUrl is then http://localhost:PORT): an address given to the visitor in
   * answer to a request (the certificate's verification address) is then the one the request reached
   * (http/public-origin.ts), so a portal reached at another address does not hand out `localhost`.
   */
  publicUrlSet: boolean;
  /**
   * The sibling agent site's address, where the header's '에이전트 사이트' link sends members (not pattern 400, who
   * log in through SSO first); null when there is none, and then the link is not shown.
   */
  agentSiteUrl: string | null;
  /** A member's uploads per Seoul day: bytes and files. */
  uploadQuota: { dailyBytes: number; dailyCount: number };
  /** Uploaded files that no row references are removed after this many hours. */
  uploadOrphanHours: number;
  /** /readyz answers 503 when the database does not answer within this time. */
  readyTimeoutMs: number;
  seedDemo: boolean;
  /**
   * The ALTCHA anti-bot check of messages: the HMAC key challenges are signed with (every process of one deployment
   * shares it), how long a challenge stays valid, and its proof-of-work cost (PBKDF2/SHA-256 iterations per try).
   */
  captcha: { hmacKey: string; expiresMinutes: number; cost: number };
  /** A comment line on each open message event stream this often, so proxies keep it open. */
  messageHeartbeatSeconds: number;
  /**
   * What every event stream of the portal is held to (http/event-stream.ts): at most `perMember` open streams per
   * member and `perAddress` per client address (a new one closes the oldest), `perProcess` in this process (past it a
   * new one is refused: 503, Retry-After `retrySeconds`); a stream that carried no event for `idleSeconds` is closed
   * (its client is told to come back after `retrySeconds`).
   */
  eventStreams: {
    perMember: number;
    perAddress: number;
    perProcess: number;
    idleSeconds: number;
    retrySeconds: number;
  };
  /** How often a page showing a scheduled or live broadcast asks for its status again (brcSts answers it). */
  broadcastPollMs: number;
  /** The largest recording or short the broadcast media desk takes (bytes; BROADCAST_UPLOAD_MAX_MB). */
  broadcastUploadMaxBytes: number;
  /**
   * The development live generator (decision 017): live broadcasts on air get an HLS event playlist that grows while
   * the portal runs. On by default in development only (never in production or tests unless LIVE_GENERATOR=yes).
   */
  liveGenerator: boolean;
  /** The demo's recordings get media rendered with ffmpeg (a job, once across processes) — with the demo seed only. */
  demoMedia: boolean;
  /** The shared object store of files and media (S3_BUCKET), or null: files on this server's disk under DATA_DIR. */
  s3: S3Settings | null;
  /**
   * Where browsers load the broadcasts' media from: MEDIA_PUBLIC_URL (the bucket's or a CDN's URL of the media prefix),
   * or null: this server's /media, which reads them from the file store.
   */
  mediaPublicUrl: string | null;
  /** The client address header of these proxies is believed (TRUST_PROXY); false = never. */
  trustProxy: TrustProxy;
  /** Redis (REDIS_URL) holds every request limit, shared by all processes; null = each process counts in memory. */
  redisUrl: string | null;
  /**
   * E-mail (decision 044): the SMTP server messages are handed to (SMTP_URL; null = written to the log, as in
   * development), the sender and the reply-to address members see.
   */
  mail: { smtpUrl: string | null; from: string; replyTo: string | null };
  /**
   * Signing keys every process of a deployment shares (required in production); null outside production when unset:
   * then lib/signing-keys.ts generates them once under DATA_DIR.
   */
  signingKeys: { uploadToken: string | null; linkSigning: string | null };
  /** This process runs the scheduled and queued jobs (JOBS=on) and/or answers HTTP (WEB=on). */
  roles: { jobs: boolean; web: boolean };
  /** Jobs one process runs at once. */
  jobConcurrency: number;
  /**
   * After SIGTERM, how long the process keeps answering (each answer closing its connection) before it stops
   * listening, so the proxy's kept-alive connections to it are gone first (docs/decisions/032).
   */
  shutdownDrainMs: number;
  /**
   * An OpenAI-compatible chat completions endpoint that phrases the chatbot's answers from the retrieved passages;
   * null answers with the passages themselves (offline).
   */
  chatbotLlm: { url: string; model: string; apiKey?: string; timeoutMs: number } | null;
  /**
   * `npm run backup` / `npm run restore`: where backups are written (BACKUP_DIR), the key they are encrypted with
   * (BACKUP_KEY, 32+ characters; null = not encrypted), and where PostgreSQL's pg_dump and pg_restore are (PG_BIN_DIR;
   * null = the newest of Debian's /usr/lib/postgresql/<version>/bin, else the PATH).
   */
  backup: { dir: string; key: string | null; pgBinDir: string | null };
  /** The addresses (request.ip, so TRUST_PROXY decides it behind a proxy) that may read /metrics; others get 403. */
  metricsAllow: string[];
}

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const altchaKey = e.ALTCHA_HMAC_KEY?.trim() || undefined;
  if (e.NODE_ENV === 'production' && (!altchaKey || altchaKey.length < MIN_ALTCHA_HMAC_KEY_LENGTH)) {
    throw new Error(
      `Invalid configuration:\nALTCHA_HMAC_KEY: required in production (at least ${MIN_ALTCHA_HMAC_KEY_LENGTH} characters)`,
    );
  }
  const secondFactorKey = e.SECOND_FACTOR_KEY?.trim() || undefined;
  if (e.NODE_ENV === 'production' && (!secondFactorKey || secondFactorKey.length < MIN_SECOND_FACTOR_KEY_LENGTH)) {
    throw new Error(
      `Invalid configuration:\nSECOND_FACTOR_KEY: required in production (at least ${MIN_SECOND_FACTOR_KEY_LENGTH} characters, the same in every process)`,
    );
  }
  if (e.MEDIA_S3_BUCKET) {
    throw new Error(
      'Invalid configuration:\nMEDIA_S3_BUCKET: renamed S3_BUCKET (with S3_PREFIX, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE); media go under <S3_PREFIX>media/',
    );
  }
  const signingKey = (name: 'UPLOAD_TOKEN_KEY' | 'LINK_SIGNING_KEY'): string | null => {
    const v = e[name]?.trim() || null;
    if (v !== null && v.length < MIN_SIGNING_KEY_LENGTH) {
      throw new Error(`Invalid configuration:\n${name}: at least ${MIN_SIGNING_KEY_LENGTH} characters`);
    }
    if (v === null && e.NODE_ENV === 'production') {
      throw new Error(
        `Invalid configuration:\n${name}: required in production (at least ${MIN_SIGNING_KEY_LENGTH} characters, the same in every process of a deployment)`,
      );
    }
    return v;
  };
  const backupKey = e.BACKUP_KEY?.trim() || null;
  if (backupKey !== null && backupKey.length < MIN_SIGNING_KEY_LENGTH) {
    throw new Error(`Invalid configuration:\nBACKUP_KEY: at least ${MIN_SIGNING_KEY_LENGTH} characters`);
  }
  const signingKeys = { uploadToken: signingKey('UPLOAD_TOKEN_KEY'), linkSigning: signingKey('LINK_SIGNING_KEY') };
  const bucket = e.S3_BUCKET || undefined;
  const mediaPublicUrl = e.MEDIA_PUBLIC_URL?.replace(/\/+$/, '') || null;
  const dataDir = path.resolve(e.DATA_DIR);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Development listens on loopback only: the demo accounts share a password the README prints.
    host: e.HOST || (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'onfan.sqlite') },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === 'yes' || (e.LOG_REQUESTS === 'auto' && e.NODE_ENV === 'production'),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    operatorSessionIdleMinutes: Math.min(e.OPERATOR_SESSION_IDLE_MINUTES, e.SESSION_IDLE_MINUTES),
    secondFactor: { key: secondFactorKey ?? DEVELOPMENT_SECOND_FACTOR_KEY, issuer: '온판 관리자' },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    routeLimits: {
      login: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      signup: e.RATE_LIMIT_SIGNUP_PER_MINUTE,
      password: e.RATE_LIMIT_PASSWORD_PER_MINUTE,
      identity: e.RATE_LIMIT_IDENTITY_PER_MINUTE,
      identityCode: e.RATE_LIMIT_IDENTITY_CODE_PER_MINUTE,
      lookup: e.RATE_LIMIT_LOOKUP_PER_MINUTE,
      search: e.RATE_LIMIT_SEARCH_PER_MINUTE,
      upload: e.RATE_LIMIT_UPLOAD_PER_MINUTE,
      message: e.RATE_LIMIT_MESSAGE_PER_MINUTE,
      chatbot: e.RATE_LIMIT_CHATBOT_PER_MINUTE,
    },
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: Boolean(e.PUBLIC_URL),
    agentSiteUrl: e.AGENT_SITE_URL || null,
    uploadQuota: { dailyBytes: e.UPLOAD_DAILY_BYTES, dailyCount: e.UPLOAD_DAILY_COUNT },
    uploadOrphanHours: e.UPLOAD_ORPHAN_HOURS,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO === 'auto' && e.NODE_ENV !== 'production',
    captcha: {
      hmacKey: altchaKey ?? DEVELOPMENT_ALTCHA_HMAC_KEY,
      expiresMinutes: e.ALTCHA_EXPIRES_MINUTES,
      cost: e.ALTCHA_COST,
    },
    messageHeartbeatSeconds: e.MESSAGE_HEARTBEAT_SECONDS,
    eventStreams: {
      perMember: e.EVENT_STREAMS_PER_MEMBER,
      perAddress: e.EVENT_STREAMS_PER_ADDRESS,
      perProcess: e.EVENT_STREAMS_PER_PROCESS,
      idleSeconds: e.EVENT_STREAM_IDLE_SECONDS,
      retrySeconds: e.EVENT_STREAM_RETRY_SECONDS,
    },
    broadcastPollMs: e.BROADCAST_POLL_SECONDS * 1000,
    broadcastUploadMaxBytes: e.BROADCAST_UPLOAD_MAX_MB * 1024 * 1024,
    demoMedia: e.DEMO_MEDIA === 'auto' && e.SEED_DEMO === 'auto' && e.NODE_ENV !== 'production',
    liveGenerator: e.LIVE_GENERATOR === 'yes' || (e.LIVE_GENERATOR === 'auto' && e.NODE_ENV === 'development'),
    s3: bucket
      ? {
          bucket,
          prefix: e.S3_PREFIX,
          region: e.S3_REGION,
          ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'yes',
        }
      : null,
    mediaPublicUrl,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL || null,
    mail: { smtpUrl: e.SMTP_URL || null, from: e.MAIL_FROM, replyTo: e.MAIL_REPLY_TO || null },
    signingKeys,
    roles: { jobs: e.JOBS === 'on', web: e.WEB === 'on' },
    jobConcurrency: e.JOB_CONCURRENCY,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    chatbotLlm: e.CHATBOT_LLM_URL
      ? {
          url: e.CHATBOT_LLM_URL,
          model: e.CHATBOT_LLM_MODEL,
          ...(e.CHATBOT_LLM_KEY ? { apiKey: e.CHATBOT_LLM_KEY } : {}),
          timeoutMs: e.CHATBOT_LLM_TIMEOUT_MS,
        }
      : null,
    backup: { dir: path.resolve(e.BACKUP_DIR), key: backupKey, pgBinDir: e.PG_BIN_DIR || null },
    metricsAllow: e.METRICS_ALLOW.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  };
}
