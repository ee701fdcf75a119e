import type { TableSummaries } from './table-checksums.js';

/** The manifest every backup carries (`manifest.json`): what it holds and how to check it. */
export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'onfan-backup/1';
/** The parts of the file store a backup copies: members' uploads and the broadcasts' media. */
export const STORE_PREFIXES = ['uploads/', 'media/'] as const;

export interface ManifestFile {
  /** The object's key in the store. */
  key: string;
  /** Where it lies in the backup (relative). */
  file: string;
  /** The plaintext's size and SHA-256. */
  bytes: number;
  sha256: string;
  /** SHA-256 of the file as stored in the backup (the ciphertext when encrypted). */
  stored: string;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  /** The schema: every migration the database had run (kysely_migration). */
  schema: { migrations: string[] };
  database: { kind: 'sqlite' | 'postgres'; file: string; bytes: number; sha256: string; stored: string };
  tables: TableSummaries;
  files: ManifestFile[];
  encryption: { algorithm: 'aes-256-gcm'; kdf: 'hkdf-sha256'; salt: string; keyId: string } | null;
  /** With encryption: HMAC-SHA256 of the rest (serializeManifest), under a key derived from BACKUP_KEY. */
  mac?: string;
}

/** The manifest's text its MAC is computed over: the manifest without `mac`, keys in a fixed order. */
export function serializeManifest(m: BackupManifest): string {
  const { mac: _mac, ...rest } = m;
  return JSON.stringify(rest, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
