/**
 * Signed links and hand-offs (unsubscribe links, SSO payloads), made with the link-signing key every process shares
 * (lib/signing-keys.ts: LINK_SIGNING_KEY, or a key generated under DATA_DIR outside production).
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

function subKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `onfan:${purpose}`, 32));
}

/** `<payload>.<mac>` (both base64url): a compact token whose payload is readable but cannot be forged. */
export function signToken(secret: Buffer, purpose: string, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', subKey(secret, purpose)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function verifyToken(secret: Buffer, purpose: string, token: string): Record<string, unknown> | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', subKey(secret, purpose)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const MARKETING_PURPOSE = 'marketing-unsubscribe';

/**
 * The `userData` of an unsubscribe link (`/marketing/{userData}` → POST outMktRcptnAgree): names the member, signed
 * with the portal secret. Other domains that send marketing messages build their links with this.
 */
export function createMarketingToken(secret: Buffer, userId: number, issuedAt: Date = new Date()): string {
  return signToken(secret, MARKETING_PURPOSE, { u: userId, iat: issuedAt.toISOString() });
}

/** The member a marketing token names, or null when it is forged or malformed. */
export function readMarketingToken(secret: Buffer, token: string): number | null {
  const payload = verifyToken(secret, MARKETING_PURPOSE, token);
  const u = payload?.u;
  return typeof u === 'number' && Number.isInteger(u) && u > 0 ? u : null;
}

/** AES-256-GCM sealing for hand-offs to partner sites (sso/encrypt): `<iv>.<ciphertext>.<tag>` in base64url. */
export function seal(secret: Buffer, purpose: string, data: Record<string, unknown>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey(secret, purpose), iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return [iv, ct, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

export function unseal(secret: Buffer, purpose: string, sealed: string): Record<string, unknown> | null {
  const parts = sealed.split('.');
  if (parts.length !== 3) return null;
  const [iv, ct, tag] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
  try {
    const decipher = createDecipheriv('aes-256-gcm', subKey(secret, purpose), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
