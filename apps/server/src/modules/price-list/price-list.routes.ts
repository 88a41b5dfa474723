import type { FastifyInstance } from 'fastify';
import { priceListApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { Db } from '../../platform/db/database.js';
import { previewPriceList } from './price-list-preview.js';
import { messageOfAction, type PriceListStatusService } from './price-list-status.service.js';
import type { PriceListService } from './price-list.service.js';

/** Both generations of the price-list calls over one service: thin handlers. */
export function registerPriceListRoutes(
  app: FastifyInstance,
  db: Db,
  lists: PriceListService,
  statuses: PriceListStatusService,
  now: () => Date,
): void {
  // v2
  registerEndpoint(app, priceListApi.list, (r) => lists.list(r.body));
  registerEndpoint(app, priceListApi.get, (r) => lists.get(r.params.id));
  registerEndpoint(app, priceListApi.items, (r) => lists.items(r.params.id, r.query));
  registerEndpoint(app, priceListApi.create, async (r) =>
    withMessage(await lists.create(callerOf(r), r.body), 'price-list.created'),
  );
  registerEndpoint(app, priceListApi.update, async (r) =>
    withMessage(await lists.update(callerOf(r), r.params.id, r.body), 'price-list.updated'),
  );
  registerEndpoint(app, priceListApi.status, async (r) =>
    withMessage(await statuses.change(callerOf(r), r.params.id, r.body), messageOfAction(r.body.action)),
  );
  registerEndpoint(app, priceListApi.clone, async (r) =>
    withMessage(await lists.clone(callerOf(r), r.params.id, r.body), 'price-list.cloned'),
  );
  registerEndpoint(app, priceListApi.preview, (r) => previewPriceList(db, r.params.id, r.query, now()));

  // v1
  registerEndpoint(app, priceListApi.v1List, (r) => lists.list(r.body));
  registerEndpoint(app, priceListApi.v1Create, async (r) =>
    withMessage(await lists.create(callerOf(r), r.body), 'price-list.created'),
  );
  registerEndpoint(app, priceListApi.v1Get, (r) => lists.getV1(callerOf(r), r.params.id, r.query.system));
  registerEndpoint(app, priceListApi.v1Update, async (r) =>
    withMessage(await lists.update(callerOf(r), r.params.id, r.body), 'price-list.updated'),
  );
  registerEndpoint(app, priceListApi.v1Delete, async (r) =>
    withMessage(await lists.remove(callerOf(r), r.params.id), 'price-list.deleted'),
  );
  // v1 "apply" is approve: the server applies the list at its start.
  registerEndpoint(app, priceListApi.v1Apply, async (r) =>
    withMessage(
      await statuses.change(callerOf(r), r.params.id, {
        action: 'approve',
        effective_from: r.body.effective_from,
      }),
      'price-list.approved',
    ),
  );
}
