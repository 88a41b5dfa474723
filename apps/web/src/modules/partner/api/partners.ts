import { keepPreviousData } from '@tanstack/react-query';
import type { createPartnerBody, partnerListQuery, partnerProfileBody } from '@kenh/contract';
import {
  endpointUrl,
  PARTNER_EXPORT_PATH,
  partnerApi,
  type CustomerKind,
  type PartnerType,
} from '@kenh/contract';
import type { z } from 'zod';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** Every partner write refreshes the module's lists, details, maps and statistics. */
const invalidates = [partnerApi];

/** A list's query as the address holds it: the type is the page's, not the address's. */
export type PartnerFilter = Omit<z.output<typeof partnerListQuery>, 'type'>;
export type CreatePartner = z.output<typeof createPartnerBody>;
export type PartnerProfile = z.output<typeof partnerProfileBody>;

export function usePartnerList(type: PartnerType, query: Partial<PartnerFilter>) {
  return useEndpointQuery(
    partnerApi.list,
    { query: { ...query, type } },
    { placeholderData: keepPreviousData },
  );
}

/** Grocery stores (the Danh mục screen's call, open to the `grocery` code too). */
export function useGroceryList(body: Partial<PartnerFilter>) {
  return useEndpointQuery(partnerApi.listAllGroceries, { body }, { placeholderData: keepPreviousData });
}

export function useCustomerList(kind: CustomerKind, body: Partial<PartnerFilter>) {
  return useEndpointQuery(
    partnerApi.allCustomers,
    { body: { ...body, kind } },
    { placeholderData: keepPreviousData },
  );
}

export function usePartner(id: number | undefined) {
  return useEndpointQuery(partnerApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useCustomer(id: number | undefined) {
  return useEndpointQuery(
    partnerApi.customerDetail,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
}

export function useQrCodeData(id: number) {
  return useEndpointQuery(partnerApi.qrCodeData, { params: { id } }, { staleTime: Infinity });
}

export function useCreatePartner() {
  return useEndpointMutation(partnerApi.create, {
    invalidates,
    input: (body: CreatePartner) => ({ body }),
  });
}

export function useUpdatePartner(id: number) {
  return useEndpointMutation(partnerApi.update, {
    invalidates,
    input: (fields: PartnerProfile) => ({
      params: { id },
      body: fields,
    }),
  });
}

/** Options of distributors (every active one when neither zone nor area is given). */
export function useDistributorOptions(filter: { area_id?: number; zone_id?: number } = {}) {
  return useEndpointQuery(partnerApi.dropdownNppByZone, { body: filter }, { staleTime: 60_000 });
}

/** Partner options of one area (field staff of a distributor's area, …). */
export function usePartnerOptions(type: PartnerType, areaId: number | null | undefined) {
  return useEndpointQuery(
    partnerApi.accountsInArea,
    { query: { area_id: areaId ?? 0, type } },
    { enabled: !!areaId, staleTime: 60_000 },
  );
}

/** The Excel export of a list with its filters (a plain download, not the envelope). */
export function partnerExportUrl(
  type: PartnerType,
  filter: Partial<Omit<PartnerFilter, 'page' | 'page_size'>>,
): string {
  const query = Object.fromEntries(
    Object.entries({ ...filter, type }).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
  return endpointUrl(PARTNER_EXPORT_PATH, undefined, query);
}
