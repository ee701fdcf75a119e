import type { Database } from '../../db/database.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from './storage.js';
import { UploadTokenSigner } from './upload-token.js';
import { signingKeys } from '../../lib/signing-keys.js';
import { EditorUploadService } from './upload-editor.service.js';
import type { UploadQuotaLimits } from './upload.quota.js';
import { UploadQuota } from './upload.quota.js';
import { UploadRepository } from './upload.repository.js';
import { uploadRoutes } from './upload.routes.js';
import { UploadService } from './upload.service.js';

/** The upload service over one database, storage and quota. */
export function createUploadService(
  database: Database,
  storage: FileStorage,
  clock: Clock,
  limits: UploadQuotaLimits,
): UploadService {
  const repo = new UploadRepository(database.db);
  return new UploadService(repo, storage, clock, new UploadQuota(repo, limits, clock));
}

/**
 * The upload domain, built once per app. `uploads` is the one way a member's files are stored under the daily quota:
 * app.ts hands it to every module that takes files (`uploads.saveFiles(...)` / `uploads.store(...)`).
 */
export function createUploadModule(deps: AppDeps) {
  const uploads = createUploadService(deps.database, deps.storage, deps.clock, deps.config.uploadQuota);
  const editor = new EditorUploadService(
    uploads,
    new UploadTokenSigner(signingKeys(deps.config).uploadToken, deps.clock),
  );
  return {
    uploads,
    routes: (app: Parameters<typeof uploadRoutes>[0]) => uploadRoutes(app, { uploads, editor }),
  };
}
export type UploadModule = ReturnType<typeof createUploadModule>;
