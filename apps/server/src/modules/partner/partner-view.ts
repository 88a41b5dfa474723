import type { BankAccount, Partner, PartnerDetail, PartnerStatus } from '@kenh/contract';
import type { BankRow } from './partner-bank.repository.js';
import type { PartnerRow } from './partner.repository.js';

export function statusOf(row: { isActive: boolean; registrationStatus: string | null }): PartnerStatus {
  if (row.registrationStatus === 'pending') return 'pending';
  return row.isActive ? 'active' : 'inactive';
}

export const partnerView = (row: PartnerRow): Partner => ({
  id: row.id,
  type: row.type,
  username: row.username,
  fullname: row.fullname,
  phone: row.phone,
  email: row.email,
  status: statusOf(row),
  area_id: row.areaId,
  area_name: row.areaName,
  zone_id: row.zoneId,
  zone_name: row.zoneName,
  distributor_id: row.distributorId,
  distributor_name: row.distributorName,
  field_staff_id: row.fieldStaffId,
  field_staff_name: row.fieldStaffName,
  standard_id: row.storeStandardId ?? row.nvttStandardId,
  standard_name: row.standardName,
  customer_channel: row.customerChannel,
  tax_code: row.taxCode,
  market_code: row.marketCode,
  address_text: row.addressText,
  latitude: row.latitude,
  longitude: row.longitude,
  created_at: row.createdAt.toISOString(),
});

export const bankView = (row: BankRow): BankAccount => ({
  id: row.id,
  account_id: row.accountId,
  bank_name: row.bankName,
  branch: row.branch,
  account_number: row.accountNumber,
  holder: row.holder,
});

export function partnerDetailView(
  row: PartnerRow,
  banks: BankRow[],
  counts: { stores: number; fieldStaff: number },
): PartnerDetail {
  return {
    ...partnerView(row),
    representative: row.representative,
    citizen_id: row.citizenId,
    citizen_id_issue_date: row.citizenIdIssueDate,
    citizen_id_issue_place: row.citizenIdIssuePlace,
    address: row.address,
    business_line: row.businessLine,
    warehouse_area_m2: row.warehouseAreaM2,
    staff_count: row.staffCount,
    join_date: row.joinDate,
    accounting_code: row.accountingCode,
    store_standard_id: row.storeStandardId,
    nvtt_standard_id: row.nvttStandardId,
    banks: banks.map(bankView),
    store_count: counts.stores,
    field_staff_count: counts.fieldStaff,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The profile fields the audit trail keeps (and the history tab shows). */
export const partnerSnapshot = (v: PartnerDetail): Record<string, unknown> => ({
  type: v.type,
  representative: v.representative,
  tax_code: v.tax_code,
  citizen_id: v.citizen_id,
  citizen_id_issue_date: v.citizen_id_issue_date,
  citizen_id_issue_place: v.citizen_id_issue_place,
  address_text: v.address_text,
  area_id: v.area_id,
  zone_id: v.zone_id,
  business_line: v.business_line,
  warehouse_area_m2: v.warehouse_area_m2,
  staff_count: v.staff_count,
  join_date: v.join_date,
  accounting_code: v.accounting_code,
  market_code: v.market_code,
  latitude: v.latitude,
  longitude: v.longitude,
  distributor_id: v.distributor_id,
  field_staff_id: v.field_staff_id,
  store_standard_id: v.store_standard_id,
  nvtt_standard_id: v.nvtt_standard_id,
  customer_channel: v.customer_channel,
});
