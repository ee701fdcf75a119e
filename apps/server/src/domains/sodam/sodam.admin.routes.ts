import { sodamAdminEndpoints as api } from '@onfan/contracts/sodam.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { SodamDeskService } from './sodam.admin.service.js';

/** The 소담상회 desk of the operator console (issue 39): stores and products listed, written, edited, hidden. */
export function sodamAdminRoutes(app: FastifyInstance, m: { desk: SodamDeskService }): void {
  route(app, api.stores, (req) => m.desk.stores(req.query));
  route(app, api.storeOptions, () => m.desk.storeOptions());
  route(app, api.store, (req) => m.desk.store(req.params.storeId));
  route(app, api.createStore, (req) => m.desk.createStore(consoleActor(req), req.body));
  route(app, api.updateStore, (req) => m.desk.updateStore(consoleActor(req), req.params.storeId, req.body));
  route(app, api.storeVisibility, (req) => m.desk.storeVisibility(consoleActor(req), req.params.storeId, req.body));
  route(app, api.products, (req) => m.desk.products(req.query));
  route(app, api.product, (req) => m.desk.product(req.params.pdId));
  route(app, api.createProduct, (req) => m.desk.createProduct(consoleActor(req), req.body));
  route(app, api.updateProduct, (req) => m.desk.updateProduct(consoleActor(req), req.params.pdId, req.body));
  route(app, api.productVisibility, (req) => m.desk.productVisibility(consoleActor(req), req.params.pdId, req.body));
  withMultipart(app, (scope) => {
    route(scope, api.uploadImages, (req) => m.desk.uploadImages(consoleActor(req), formFiles(req)), {
      limit: 'upload',
    });
  });
}
