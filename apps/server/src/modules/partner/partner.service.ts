import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import type {
  accountNvttBody,
  createPartnerBody,
  Page,
  Partner,
  PartnerDetail,
  PartnerOption,
  PartnerProfileInput,
  PartnerType,
  QrCodeData,
  TransferResult,
  transferNvttBody,
} from '@kenh/contract';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/http/app-error.js';
import { createAccount, placeAccount } from '../account/index.js';
import { listBanks } from './partner-bank.repository.js';
import { checkedProfile } from './partner-profile-rules.js';
import { findStoreStandard } from './partner-standards.repository.js';
import { partnerDetailView, partnerSnapshot, partnerView } from './partner-view.js';
import {
  dependantCounts,
  findPartnerRow,
  insertProfile,
  listPartnerRows,
  lockProfile,
  lockStoreStandards,
  partnerIdsOfType,
  partnerOptions,
  partnerScopeCondition,
  setDistributor,
  setStoreStandard,
  transferCandidates,
  updateProfile,
  type PartnerFilter,
} from './partner.repository.js';

type CreateInput = z.infer<typeof createPartnerBody>;
type TransferInput = z.infer<typeof transferNvttBody>;
type NvttInput = z.infer<typeof accountNvttBody>;

/** Pickers answer at most this many options. */
const OPTION_LIMIT = 500;

export interface ListInput extends Omit<PartnerFilter, 'scope'> {
  page: number;
  pageSize: number;
  after?: number | undefined;
}

export function createPartnerService(db: Db, secret: string) {
  const writes = auditedWrites<PartnerDetail>(db, 'partner', {}, partnerSnapshot);

  async function detail(tx: DbOrTx, id: number, caller?: Caller): Promise<PartnerDetail> {
    const row = await findPartnerRow(tx, id, caller && partnerScopeCondition(caller.scope));
    if (!row) throw notFound('partner.not_found');
    return partnerDetailView(row, await listBanks(tx, id), await dependantCounts(tx, id));
  }

  /** The partner's profile, locked, when the caller's scope covers it; 404 otherwise. */
  async function lockVisible(tx: DbOrTx, caller: Caller, id: number, type?: PartnerType) {
    const before = await detail(tx, id, caller);
    const profile = await lockProfile(tx, id);
    if (!profile || (type && profile.type !== type)) throw notFound('partner.not_found');
    return { before, profile };
  }

  async function list(caller: Caller, input: ListInput): Promise<Page<Partner>> {
    const { rows, total, capped } = await listPartnerRows(db, { ...input, scope: caller.scope });
    return { results: rows.map(partnerView), total, ...(capped ? { total_capped: true } : {}) };
  }

  return {
    list,
    detail: (caller: Caller, id: number): Promise<PartnerDetail> => detail(db, id, caller),

    /** A customer: the partner behind the account when it is a buyer (CHTH, NPP, KH). */
    async customer(caller: Caller, id: number): Promise<PartnerDetail> {
      const found = await detail(db, id, caller);
      if (!['CHTH', 'NPP', 'KH'].includes(found.type)) throw notFound('partner.not_found');
      return found;
    },

    /** The account (through the account module) and the profile in one transaction. */
    create(caller: Caller, input: CreateInput): Promise<PartnerDetail> {
      return writes.create(caller.accountId, async (tx) => {
        const values = await checkedProfile(tx, caller, input.type, null, input);
        const account = await createAccount(tx, {
          username: input.username,
          password: input.password,
          fullname: input.fullname,
          type: input.type,
          email: input.email ?? null,
          phone: input.phone ?? null,
          areaId: values.areaId ?? null,
          zoneId: values.zoneId ?? null,
          address: values.addressText ?? null,
          taxCode: values.taxCode ?? null,
          actorId: caller.accountId,
        });
        await insertProfile(tx, {
          ...values,
          accountId: account.id,
          type: input.type,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        return detail(tx, account.id);
      });
    },

    /** Replaces the profile; the account follows its area and zone (the data scope reads them). */
    update(caller: Caller, id: number, input: PartnerProfileInput): Promise<PartnerDetail> {
      return writes.update(id, caller.accountId, async (tx) => {
        const { before, profile } = await lockVisible(tx, caller, id);
        const values = await checkedProfile(tx, caller, profile.type, id, input);
        await updateProfile(tx, id, { ...values, updatedBy: caller.accountId });
        await placeAccount(
          tx,
          id,
          { areaId: values.areaId ?? null, zoneId: values.zoneId ?? null },
          caller.accountId,
        );
        return { before, after: await detail(tx, id) };
      });
    },

    /** PUT account_nvtt: only the field staff member's distributor, standard and place change. */
    updateNvtt(caller: Caller, input: NvttInput): Promise<PartnerDetail> {
      return writes.update(input.nvtt_id, caller.accountId, async (tx) => {
        const { before, profile } = await lockVisible(tx, caller, input.nvtt_id, 'NVTT');
        const merged: PartnerProfileInput = {
          ...profileInputOf(before),
          distributor_id: input.distributor_id ?? null,
          nvtt_standard_id: input.nvtt_standard_id ?? null,
          area_id: input.area_id ?? null,
          zone_id: input.zone_id ?? null,
        };
        const values = await checkedProfile(tx, caller, profile.type, profile.accountId, merged);
        await updateProfile(tx, profile.accountId, { ...values, updatedBy: caller.accountId });
        await placeAccount(
          tx,
          profile.accountId,
          { areaId: values.areaId ?? null, zoneId: values.zoneId ?? null },
          caller.accountId,
        );
        return { before, after: await detail(tx, profile.accountId) };
      });
    },

    options(caller: Caller, filter: Omit<PartnerFilter, 'scope'>): Promise<PartnerOption[]> {
      return partnerOptions(db, { ...filter, scope: caller.scope }, OPTION_LIMIT);
    },

    /** All the stores get the standard, or none does (an unknown or out-of-scope id refuses all). */
    async updateManyStandards(
      caller: Caller,
      ids: number[],
      standardId: number,
    ): Promise<{ updated: number }> {
      return db.transaction(async (tx) => {
        const standard = await findStoreStandard(tx, standardId);
        if (!standard)
          throw badRequest('error.bad_request', [
            { field: 'standard_id', message: 'partner.standard_not_found' },
          ]);
        if (!standard.isActive)
          throw badRequest('error.bad_request', [
            { field: 'standard_id', message: 'partner.standard_inactive' },
          ]);
        const unique = [...new Set(ids)];
        const found = await partnerIdsOfType(tx, unique, 'CHTH', caller.scope);
        if (found.length !== unique.length)
          throw badRequest('error.bad_request', [{ field: 'ids', message: 'partner.store_invalid' }]);
        const before = await lockStoreStandards(tx, unique);
        await setStoreStandard(tx, unique, standardId, caller.accountId);
        await recordAudits(
          tx,
          unique.map((id) => ({
            entity: 'partner' as const,
            entityId: id,
            action: 'update',
            actorId: caller.accountId,
            before: { store_standard_id: before.get(id) },
            after: { store_standard_id: standardId },
          })),
        );
        return { updated: unique.length };
      });
    },

    /**
     * Transfer (docs/partners.md): the same selection answers the preview and makes the move, so a
     * preview lists exactly what the move changes. Each moved partner gets an audit row.
     */
    async transfer(caller: Caller, input: TransferInput): Promise<TransferResult> {
      return db.transaction(async (tx) => {
        const npps = await partnerIdsOfType(
          tx,
          [input.from_distributor_id, input.to_distributor_id],
          'NPP',
          caller.scope,
        );
        const errors = [
          ...(npps.includes(input.from_distributor_id)
            ? []
            : [{ field: 'from_distributor_id', message: 'partner.distributor_invalid' }]),
          ...(npps.includes(input.to_distributor_id)
            ? []
            : [{ field: 'to_distributor_id', message: 'partner.distributor_invalid' }]),
        ];
        if (errors.length > 0) throw badRequest('error.bad_request', errors);
        const moving = await transferCandidates(tx, input.from_distributor_id, input.nvtt_ids);
        if (input.nvtt_ids && moving.fieldStaff.length !== new Set(input.nvtt_ids).size)
          throw badRequest('error.bad_request', [
            { field: 'nvtt_ids', message: 'partner.transfer_not_of_source' },
          ]);
        const answer: TransferResult = {
          dry_run: input.dry_run,
          from_distributor_id: input.from_distributor_id,
          to_distributor_id: input.to_distributor_id,
          field_staff: moving.fieldStaff.map((r) => ({
            id: r.id,
            fullname: r.fullname,
            field_staff_id: null,
          })),
          stores: moving.stores.map((r) => ({
            id: r.id,
            fullname: r.fullname,
            field_staff_id: r.fieldStaffId,
          })),
        };
        if (input.dry_run) return answer;
        const ids = [...moving.fieldStaff, ...moving.stores].map((r) => r.id);
        await setDistributor(tx, ids, input.to_distributor_id, caller.accountId);
        await recordAudits(
          tx,
          ids.map((id) => ({
            entity: 'partner' as const,
            entityId: id,
            action: 'transfer',
            actorId: caller.accountId,
            before: { distributor_id: input.from_distributor_id },
            after: { distributor_id: input.to_distributor_id },
          })),
        );
        return answer;
      });
    },

    /** The QR payload: stable while the server secret is, and not forgeable without it. */
    async qrCode(caller: Caller, id: number): Promise<QrCodeData> {
      const found = await detail(db, id, caller);
      const signature = createHmac('sha256', secret)
        .update(`partner-qr:${found.type}:${found.id}`)
        .digest('base64url')
        .slice(0, 16);
      return {
        account_id: found.id,
        type: found.type,
        code: `${found.type}-${String(found.id).padStart(6, '0')}`,
        fullname: found.fullname,
        signature,
        text: `KENH:${found.type}:${found.id}:${signature}`,
        url: `/#${PAGE_OF_TYPE[found.type]}/${found.id}?qr=${signature}`,
      };
    },
  };
}

/** The back-office page of each partner type (the web routes of issue 11). */
const PAGE_OF_TYPE: Record<PartnerType, string> = {
  NPP: '/npp-manager',
  NVTT: '/nvtt-manager',
  CHTH: '/chth-manager',
  CTV: '/user-manager/user',
  KH: '/customer/tmdt',
};

/** A stored profile as update input (PUT account_nvtt changes only some of its fields). */
function profileInputOf(d: PartnerDetail): PartnerProfileInput {
  return {
    representative: d.representative,
    tax_code: d.tax_code,
    citizen_id: d.citizen_id,
    citizen_id_issue_date: d.citizen_id_issue_date,
    citizen_id_issue_place: d.citizen_id_issue_place,
    address: d.address,
    area_id: d.area_id,
    zone_id: d.zone_id,
    business_line: d.business_line,
    warehouse_area_m2: d.warehouse_area_m2,
    staff_count: d.staff_count,
    join_date: d.join_date,
    accounting_code: d.accounting_code,
    market_code: d.market_code,
    latitude: d.latitude,
    longitude: d.longitude,
    distributor_id: d.distributor_id,
    field_staff_id: d.field_staff_id,
    store_standard_id: d.store_standard_id,
    nvtt_standard_id: d.nvtt_standard_id,
    customer_channel: d.customer_channel,
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
