import { FILES_URL_PREFIX } from '@onfan/contracts/upload';
import { MAIN_CACHE_MS } from '@onfan/contracts/main';
import type { AppDeps } from '../../domain-deps.js';
import { transactions } from '../../db/executor.js';
import { UploadRepository } from '../upload/upload.repository.js';
import { MainDeskRepository } from './main-desk.repository.js';
import { MainDeskService } from './main-desk.service.js';
import { mainAdminRoutes } from './main.admin.routes.js';
import { MainRepository } from './main.repository.js';
import { mainRoutes, shortLinkRoutes } from './main.routes.js';
import { type FeaturedCourses, type LiveSection, MainService } from './main.service.js';

/**
 * The main page's data, its console desk and the short links, built once per app; its cached answers live in the app
 * cache's `main` region, which every desk change clears on every process.
 */
export function createMainModule(deps: AppDeps, others: { courses: FeaturedCourses; broadcasts: LiveSection }) {
  const invalidate = () => deps.cache.invalidate('main');
  const main = new MainService(
    new MainRepository(deps.database.db),
    deps.clock,
    deps.config.publicUrl,
    others.courses,
    others.broadcasts,
  );
  // A banner's picture is an image the upload domain stored for everyone (uploaded by the operator at the desk).
  const uploads = new UploadRepository(deps.database.db);
  const images = {
    isPublicImage: async (url: string) =>
      url.startsWith(FILES_URL_PREFIX) && (await uploads.isPublic(url.slice(FILES_URL_PREFIX.length))),
  };
  const desk = new MainDeskService(
    new MainDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    images,
    invalidate,
  );
  const cache = deps.cache.json('main', MAIN_CACHE_MS);
  return {
    main,
    desk,
    routes: (app: Parameters<typeof mainRoutes>[0]) => {
      mainRoutes(app, { main, cache });
      mainAdminRoutes(app, { desk });
      shortLinkRoutes(app, { main });
    },
  };
}
export type MainModule = ReturnType<typeof createMainModule>;
