import type {
  AddressValue,
  CustomerChannel,
  PartnerDetail,
  PartnerProfileFields,
  PartnerType,
} from '@kenh/contract';

/** The profile as the form holds it while it is filled (an empty select or number is null). */
export interface ProfileFormValues {
  representative: string;
  tax_code: string;
  citizen_id: string;
  citizen_id_issue_date: string | null;
  citizen_id_issue_place: string;
  address: AddressValue | null;
  area_id: number | null;
  zone_id: number | null;
  business_line: string;
  warehouse_area_m2: number | null;
  staff_count: number | null;
  join_date: string | null;
  accounting_code: string;
  market_code: string;
  latitude: number | null;
  longitude: number | null;
  distributor_id: number | null;
  field_staff_id: number | null;
  store_standard_id: number | null;
  nvtt_standard_id: number | null;
  customer_channel: CustomerChannel | null;
}

/** A new partner: its account and its profile. */
export interface CreateFormValues extends ProfileFormValues {
  type: PartnerType;
  username: string;
  password: string;
  fullname: string;
  email: string;
  phone: string;
}

export function profileDefaults(partner?: PartnerDetail): ProfileFormValues {
  return {
    representative: partner?.representative ?? '',
    tax_code: partner?.tax_code ?? '',
    citizen_id: partner?.citizen_id ?? '',
    citizen_id_issue_date: partner?.citizen_id_issue_date ?? null,
    citizen_id_issue_place: partner?.citizen_id_issue_place ?? '',
    address: (partner?.address as AddressValue | null | undefined) ?? null,
    area_id: partner?.area_id ?? null,
    zone_id: partner?.zone_id ?? null,
    business_line: partner?.business_line ?? '',
    warehouse_area_m2: partner?.warehouse_area_m2 ?? null,
    staff_count: partner?.staff_count ?? null,
    join_date: partner?.join_date ?? null,
    accounting_code: partner?.accounting_code ?? '',
    market_code: partner?.market_code ?? '',
    latitude: partner?.latitude ?? null,
    longitude: partner?.longitude ?? null,
    distributor_id: partner?.distributor_id ?? null,
    field_staff_id: partner?.field_staff_id ?? null,
    store_standard_id: partner?.store_standard_id ?? null,
    nvtt_standard_id: partner?.nvtt_standard_id ?? null,
    customer_channel: partner?.customer_channel ?? null,
  };
}

export function createDefaults(type: PartnerType): CreateFormValues {
  return { ...profileDefaults(), type, username: '', password: '', fullname: '', email: '', phone: '' };
}

/** Which profile facts a type has (the server refuses the others). */
export type ProfileField = keyof PartnerProfileFields;
export const FIELDS_OF: Record<PartnerType, readonly ProfileField[]> = {
  NPP: [
    'representative',
    'tax_code',
    'citizen_id',
    'citizen_id_issue_date',
    'citizen_id_issue_place',
    'business_line',
    'warehouse_area_m2',
    'staff_count',
    'join_date',
    'accounting_code',
    'market_code',
  ],
  CHTH: [
    'representative',
    'tax_code',
    'business_line',
    'join_date',
    'accounting_code',
    'market_code',
    'distributor_id',
    'field_staff_id',
    'store_standard_id',
  ],
  NVTT: [
    'citizen_id',
    'citizen_id_issue_date',
    'citizen_id_issue_place',
    'join_date',
    'market_code',
    'distributor_id',
    'nvtt_standard_id',
  ],
  CTV: ['citizen_id', 'citizen_id_issue_date', 'citizen_id_issue_place', 'join_date'],
  KH: ['tax_code', 'customer_channel'],
};
