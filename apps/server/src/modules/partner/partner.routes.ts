import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { partnerApi, type partnerFilterFields, type PartnerType } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { BankService } from './partner-bank.service.js';
import type { NetworkService } from './partner-network.service.js';
import type { StandardService } from './partner-standards.service.js';
import type { ListInput, PartnerService } from './partner.service.js';

type Filters = { [K in keyof typeof partnerFilterFields]?: z.infer<(typeof partnerFilterFields)[K]> };

/** The contract's list filters (snake case) as the repository's filter, with paging. */
export function listInput(
  q: Filters & { page?: number; page_size?: number; after?: number | undefined },
  types: readonly PartnerType[],
): ListInput {
  return {
    types,
    search: q.search,
    areaId: q.area_id,
    zoneId: q.zone_id,
    distributorId: q.distributor_id,
    fieldStaffId: q.field_staff_id,
    standardId: q.standard_id,
    status: q.status,
    channel: q.customer_channel,
    page: q.page ?? 0,
    pageSize: q.page_size ?? 20,
    after: q.after,
  };
}

const CUSTOMER_TYPES: Record<string, PartnerType[]> = { chth: ['CHTH'], npp: ['NPP'], tmdt: ['KH'] };

export interface PartnerServices {
  partners: PartnerService;
  standards: StandardService;
  banks: BankService;
  network: NetworkService;
}

/** Partner calls under /account/api, /customer/api and /shop/api: thin handlers over the services. */
export function registerPartnerRoutes(app: FastifyInstance, s: PartnerServices): void {
  const { partners, standards, banks, network } = s;
  registerEndpoint(app, partnerApi.list, (r) =>
    partners.list(callerOf(r), listInput(r.query, [r.query.type])),
  );
  registerEndpoint(app, partnerApi.get, (r) => partners.detail(callerOf(r), r.params.id));
  registerEndpoint(app, partnerApi.create, async (r) =>
    withMessage(await partners.create(callerOf(r), r.body), 'partner.created'),
  );
  registerEndpoint(app, partnerApi.update, async (r) =>
    withMessage(await partners.update(callerOf(r), r.params.id, r.body), 'partner.updated'),
  );
  registerEndpoint(app, partnerApi.accountsInAreaOrZone, (r) =>
    partners.list(callerOf(r), listInput(r.query, r.query.type ? [r.query.type] : [])),
  );
  registerEndpoint(app, partnerApi.accountsInArea, (r) =>
    partners.options(callerOf(r), {
      areaId: r.query.area_id,
      types: r.query.type ? [r.query.type] : undefined,
      search: r.query.search,
    }),
  );
  registerEndpoint(app, partnerApi.dropdownNppByZone, (r) =>
    partners.options(callerOf(r), {
      types: ['NPP'],
      status: 'active',
      zoneId: r.body.zone_id,
      areaId: r.body.area_id,
    }),
  );
  registerEndpoint(app, partnerApi.listAllGroceries, (r) =>
    partners.list(callerOf(r), listInput(r.body, ['CHTH'])),
  );
  registerEndpoint(app, partnerApi.updateManyChthStandard, async (r) =>
    withMessage(
      await partners.updateManyStandards(callerOf(r), r.body.ids, r.body.standard_id),
      'partner.standards_updated',
    ),
  );
  registerEndpoint(app, partnerApi.updateAccountNvtt, async (r) =>
    withMessage(await partners.updateNvtt(callerOf(r), r.body), 'partner.updated'),
  );
  registerEndpoint(app, partnerApi.transferNvtt, async (r) => {
    const result = await partners.transfer(callerOf(r), r.body);
    return result.dry_run ? result : withMessage(result, 'partner.transferred');
  });
  registerEndpoint(app, partnerApi.qrCodeData, (r) => partners.qrCode(callerOf(r), r.params.id));
  registerEndpoint(app, partnerApi.appClicked, (r) => network.appClicked(callerOf(r), r.body.platform));

  registerEndpoint(app, partnerApi.listBank, (r) => banks.list(callerOf(r), r.params.id));
  registerEndpoint(app, partnerApi.createBank, async (r) =>
    withMessage(await banks.create(callerOf(r), r.body), 'partner.bank_created'),
  );
  registerEndpoint(app, partnerApi.updateBank, async (r) =>
    withMessage(await banks.update(callerOf(r), r.params.id, r.body), 'partner.bank_updated'),
  );
  registerEndpoint(app, partnerApi.deleteBank, async (r) => {
    await banks.remove(callerOf(r), r.params.id);
    return withMessage({}, 'partner.bank_deleted');
  });

  registerEndpoint(app, partnerApi.nvttStandards, () => standards.nvttList());
  registerEndpoint(app, partnerApi.nvttStandard, (r) => standards.nvttGet(r.params.id));
  registerEndpoint(app, partnerApi.saveNvttStandard, async (r) =>
    withMessage(await standards.nvttSave(callerOf(r), r.body), 'partner.standard_saved'),
  );
  registerEndpoint(app, partnerApi.storeStandards, () => standards.storeList());
  registerEndpoint(app, partnerApi.storeStandard, (r) => standards.storeGet(r.params.id));
  registerEndpoint(app, partnerApi.createStoreStandard, async (r) =>
    withMessage(await standards.storeCreate(callerOf(r), r.body), 'partner.standard_saved'),
  );
  registerEndpoint(app, partnerApi.updateStoreStandard, async (r) =>
    withMessage(await standards.storeUpdate(callerOf(r), r.params.id, r.body), 'partner.standard_saved'),
  );
  registerEndpoint(app, partnerApi.deleteStoreStandard, async (r) => {
    await standards.storeRemove(callerOf(r), r.params.id);
    return withMessage({}, 'partner.standard_deleted');
  });

  registerEndpoint(app, partnerApi.placesWithinRadius, (r) => network.withinRadius(callerOf(r), r.body));
  registerEndpoint(app, partnerApi.placesWithinRadiusPaginate, (r) =>
    network.withinRadiusPage(callerOf(r), r.body),
  );
  registerEndpoint(app, partnerApi.mapSalesNetwork, (r) => network.map(callerOf(r), r.body));
  registerEndpoint(app, partnerApi.accountCreatedByDate, (r) => network.createdByDate(callerOf(r), r.body));
  registerEndpoint(app, partnerApi.chartSystemActiveMonthly, (r) =>
    network.monthly(callerOf(r), r.body.year),
  );
  registerEndpoint(app, partnerApi.storeCreatingSpeed, (r) => network.storeSpeed(callerOf(r), r.body));

  registerEndpoint(app, partnerApi.customerByAccount, (r) => partners.customer(callerOf(r), r.params.id));
  registerEndpoint(app, partnerApi.customerDetail, (r) => partners.customer(callerOf(r), r.params.id));
  // TMĐT customers are the e-commerce channel of KH accounts.
  registerEndpoint(app, partnerApi.allCustomers, (r) => {
    const input = listInput(r.body, r.body.kind ? CUSTOMER_TYPES[r.body.kind]! : ['CHTH', 'NPP', 'KH']);
    return partners.list(callerOf(r), r.body.kind === 'tmdt' ? { ...input, channel: 'ecommerce' } : input);
  });
  registerEndpoint(app, partnerApi.retailCustomers, (r) =>
    partners.list(callerOf(r), { ...listInput(r.body, ['KH']), channel: 'retail' }),
  );
  registerEndpoint(app, partnerApi.shopGroceries, (r) => network.shopGroceries(callerOf(r), r.query));
}
