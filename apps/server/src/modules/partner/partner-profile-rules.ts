import type { FieldError, PartnerProfileInput, PartnerType, StaffAddress } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import { scopeAllows } from '../../platform/auth/data-scope.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { badRequest, forbidden } from '../../platform/http/app-error.js';
import { geographyData, isCurrentWardOf, isLegacyWardOf } from '../geography/index.js';
import { findArea, findZone } from '../locate/index.js';
import { findNvttStandard, findStoreStandard } from './partner-standards.repository.js';
import { lockProfile, partnerIdsOfType, type NewProfileRow } from './partner.repository.js';

/** Which references a type may carry (docs/partners.md, "Model"). */
const ALLOWED: Record<string, readonly PartnerType[]> = {
  distributor_id: ['CHTH', 'NVTT'],
  field_staff_id: ['CHTH'],
  store_standard_id: ['CHTH'],
  nvtt_standard_id: ['NVTT'],
  customer_channel: ['KH'],
  warehouse_area_m2: ['NPP'],
};

/** "12 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội" from the codes (or the picker's text). */
async function addressLine(address: StaffAddress | null | undefined): Promise<string | null> {
  if (!address) return null;
  if (address.text) return address.text;
  const geo = await geographyData();
  const ward = address.ward_code
    ? (address.legacy ? geo.legacyWardByCode : geo.wardByCode).get(address.ward_code)?.name
    : undefined;
  const province = address.province_code
    ? (address.legacy ? geo.legacyProvinceByCode : geo.provinceByCode).get(address.province_code)?.name
    : undefined;
  const line = [address.street, ward, province].filter(Boolean).join(', ');
  return line || null;
}

async function addressValid(a: StaffAddress): Promise<boolean> {
  if (!a.province_code) return !a.ward_code && !a.district_code;
  const geo = await geographyData();
  if (a.legacy) {
    if (!geo.legacyProvinceByCode.has(a.province_code)) return false;
    if (!a.ward_code) return true;
    return !!a.district_code && isLegacyWardOf(a.province_code, a.district_code, a.ward_code);
  }
  if (!geo.provinceByCode.has(a.province_code)) return false;
  return !a.ward_code || isCurrentWardOf(a.province_code, a.ward_code);
}

/**
 * Checks a profile for a partner of `type` (`id` null for a new one) and turns it into table
 * values: fields that do not fit the type, unknown or out-of-scope references are 400s naming
 * the field; a place outside the caller's data scope is a 403.
 */
export async function checkedProfile(
  tx: DbOrTx,
  caller: Caller,
  type: PartnerType,
  id: number | null,
  input: PartnerProfileInput,
): Promise<Omit<NewProfileRow, 'accountId' | 'type'>> {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  for (const [field, types] of Object.entries(ALLOWED)) {
    const value = input[field as keyof PartnerProfileInput];
    if (value !== null && value !== undefined && !types.includes(type))
      fail(field, 'partner.field_not_for_type');
  }

  let areaId = input.area_id ?? null;
  const zoneId = input.zone_id ?? null;
  if (zoneId !== null) {
    const zone = await findZone(tx, zoneId);
    if (!zone || (areaId !== null && zone.areaId !== areaId)) fail('zone_id', 'partner.zone_invalid');
    else areaId = zone.areaId;
  }
  if (areaId !== null && input.area_id && !(await findArea(tx, areaId)))
    fail('area_id', 'partner.area_invalid');
  if (input.address && !(await addressValid(input.address))) fail('address', 'partner.address_invalid');

  const scope = caller.scope;
  if (input.distributor_id && errors.every((e) => e.field !== 'distributor_id')) {
    const found = await partnerIdsOfType(tx, [input.distributor_id], 'NPP', scope);
    if (found.length === 0) fail('distributor_id', 'partner.distributor_invalid');
  }
  if (input.field_staff_id && errors.every((e) => e.field !== 'field_staff_id')) {
    const found = await partnerIdsOfType(tx, [input.field_staff_id], 'NVTT', scope);
    if (found.length === 0) fail('field_staff_id', 'partner.field_staff_invalid');
    else if (input.distributor_id) {
      const staff = await lockProfile(tx, input.field_staff_id);
      if (staff?.distributorId !== input.distributor_id)
        fail('field_staff_id', 'partner.field_staff_other_distributor');
    }
  }
  if (input.store_standard_id && errors.every((e) => e.field !== 'store_standard_id')) {
    const standard = await findStoreStandard(tx, input.store_standard_id);
    if (!standard) fail('store_standard_id', 'partner.standard_not_found');
    else if (!standard.isActive) fail('store_standard_id', 'partner.standard_inactive');
  }
  if (input.nvtt_standard_id && errors.every((e) => e.field !== 'nvtt_standard_id')) {
    const standard = await findNvttStandard(tx, input.nvtt_standard_id);
    if (!standard) fail('nvtt_standard_id', 'partner.standard_not_found');
    else if (!standard.isActive) fail('nvtt_standard_id', 'partner.standard_inactive');
  }
  if (errors.length > 0) throw badRequest('error.bad_request', errors);
  // A restricted caller places partners only inside its own scope (and keeps them there).
  if (!scopeAllows(scope, { area: areaId, zone: zoneId, account: id })) throw forbidden();

  return {
    representative: input.representative ?? null,
    taxCode: input.tax_code ?? null,
    citizenId: input.citizen_id ?? null,
    citizenIdIssueDate: input.citizen_id_issue_date ?? null,
    citizenIdIssuePlace: input.citizen_id_issue_place ?? null,
    address: input.address ?? null,
    addressText: await addressLine(input.address),
    areaId,
    zoneId,
    businessLine: input.business_line ?? null,
    warehouseAreaM2: input.warehouse_area_m2 ?? null,
    staffCount: input.staff_count ?? null,
    joinDate: input.join_date ?? null,
    accountingCode: input.accounting_code ?? null,
    marketCode: input.market_code ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    distributorId: input.distributor_id ?? null,
    fieldStaffId: input.field_staff_id ?? null,
    storeStandardId: input.store_standard_id ?? null,
    nvttStandardId: input.nvtt_standard_id ?? null,
    customerChannel: input.customer_channel ?? (type === 'KH' ? 'retail' : null),
  };
}
