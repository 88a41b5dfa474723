import type { Partner, PartnerDetail } from '@kenh/contract';

/** A partner row as the list calls answer it. */
export function partnerRow(patch: Partial<Partner> = {}): Partner {
  return {
    id: 1,
    type: 'NPP',
    username: 'npp.anphat',
    fullname: 'Nhà phân phối An Phát',
    phone: '0912345678',
    email: null,
    status: 'active',
    area_id: 1,
    area_name: 'Miền Bắc',
    zone_id: null,
    zone_name: null,
    distributor_id: null,
    distributor_name: null,
    field_staff_id: null,
    field_staff_name: null,
    standard_id: null,
    standard_name: null,
    customer_channel: null,
    tax_code: null,
    market_code: null,
    address_text: null,
    latitude: null,
    longitude: null,
    created_at: '2026-05-01T02:00:00.000Z',
    ...patch,
  };
}

/** A whole partner as the detail call answers it. */
export function partnerDetail(patch: Partial<PartnerDetail> = {}): PartnerDetail {
  return {
    ...partnerRow(),
    representative: null,
    citizen_id: null,
    citizen_id_issue_date: null,
    citizen_id_issue_place: null,
    address: null,
    business_line: null,
    warehouse_area_m2: null,
    staff_count: null,
    join_date: null,
    accounting_code: null,
    store_standard_id: null,
    nvtt_standard_id: null,
    banks: [],
    store_count: 0,
    field_staff_count: 0,
    updated_at: '2026-05-01T02:00:00.000Z',
    ...patch,
  };
}
