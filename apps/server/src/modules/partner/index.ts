/**
 * Partner module (docs/partners.md): the profiles, bank accounts and standards of partner accounts
 * (NPP, NVTT, CHTH, CTV, KH), their places and statistics, the catalogue's customer and shop calls.
 * For other modules:
 *
 * - `partnerProfiles` — the Drizzle table, for foreign keys to a partner (`account_id`).
 * - `partnerManifest` — routes under `/account/api/`, `/customer/api/`, `/shop/api/`.
 */
import type { Caller } from '../../platform/auth/caller.js';
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { ACCOUNT_PORTS } from '../account/index.js';
import { findBank } from './partner-bank.repository.js';
import { createBankService } from './partner-bank.service.js';
import { registerPartnerExcelRoutes } from './partner-excel.routes.js';
import { createNetworkService } from './partner-network.service.js';
import { createStandardService } from './partner-standards.service.js';
import { seedPartnerDemo } from './partner.demo.js';
import {
  countProfilesOfArea,
  countProfilesOfZone,
  findPartnerRow,
  partnerScopeCondition,
  syncProfileWithAccount,
} from './partner.repository.js';
import { registerPartnerRoutes } from './partner.routes.js';
import { createPartnerService } from './partner.service.js';
import { storeStandardNames, nvttStandardNames } from './partner-standards.repository.js';

export { partnerProfiles } from './partner.tables.js';

export const partnerManifest: ModuleManifest = {
  name: 'partner',
  dependsOn: ['account', 'locate', 'geography'],
  register(app, ctx) {
    const partners = createPartnerService(ctx.db, ctx.accessTokenSecret);
    registerPartnerRoutes(app, {
      partners,
      standards: createStandardService(ctx.db),
      banks: createBankService(ctx.db),
      network: createNetworkService(ctx.db),
    });
    registerPartnerExcelRoutes(app, ctx, partners);
    // A partner created or edited on the account screens, or registered, gets its profile here.
    ctx.ports.provide(ACCOUNT_PORTS.accountSaved, syncProfileWithAccount);
  },
  recordAccess: (ctx) => {
    const partnerInScope = async (caller: Caller, id: number) =>
      (await findPartnerRow(ctx.db, id, partnerScopeCondition(caller.scope))) !== undefined;
    return {
      // A partner profile (keyed by its account id): like GET partner/:id.
      partner: { permission: 'partner', inScope: partnerInScope },
      // A bank account: like list_bank — its partner within the caller's scope.
      partner_bank: {
        permission: 'partner',
        inScope: async (caller, id) => {
          const bank = await findBank(ctx.db, id);
          return bank !== undefined && (await partnerInScope(caller, bank.accountId));
        },
      },
      // Standards are company-wide catalogue data (docs/access-control.md): the read code is enough.
      store_standard: { permission: 'partner', inScope: () => Promise.resolve(true) },
      nvtt_standard: { permission: 'partner', inScope: () => Promise.resolve(true) },
    };
  },
  recordNames: (ctx) => ({
    store_standard: storeStandardNames(ctx.db),
    nvtt_standard: nvttStandardNames(ctx.db),
  }),
  historyReferences: {
    partner: {
      area_id: 'area',
      zone_id: 'zone',
      distributor_id: 'account',
      field_staff_id: 'account',
      store_standard_id: 'store_standard',
      nvtt_standard_id: 'nvtt_standard',
    },
  },
  // An area or zone keeps the partners placed in it.
  deleteProtection: [
    { record: 'area', holder: 'partner', count: countProfilesOfArea, message: 'partner.area_has_partners' },
    { record: 'zone', holder: 'partner', count: countProfilesOfZone, message: 'partner.zone_has_partners' },
  ],
  seed: { order: 70, run: seedPartnerDemo },
};
