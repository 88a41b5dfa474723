import type {
  LoginResult,
  Order,
  Receipt,
  StockRow,
  Variant,
  VariantDetail,
  Warehouse,
} from '@kenh/contract';
import { STAFF_LOGIN } from '../../../testing/fixtures';

/** The demo warehouse keeper (`kho.binhduong`, role Kho vận). */
export const KEEPER: LoginResult = {
  ...STAFF_LOGIN,
  user: { ...STAFF_LOGIN.user, id: 31, username: 'kho.binhduong', fullname: 'Lê Văn Kho' },
  permission: ['warehouse', 'warehouse.manage', 'warehouse.receipt', 'exporttodistributororder', 'product'],
};

export function warehouseOf(patch: Partial<Warehouse> = {}): Warehouse {
  return {
    id: 3,
    code: 'KHO003',
    name: 'Kho Bình Dương',
    kind: 'central',
    owner_id: null,
    owner_name: null,
    area_id: 2,
    area_name: 'Miền Nam',
    address: 'KCN Sóng Thần, Dĩ An',
    note: null,
    status: 'active',
    stock_value: 125_400_000,
    near_expiry_lots: 2,
    expired_lots: 0,
    created_at: '2026-03-02T01:30:00.000Z',
    updated_at: '2026-03-02T01:30:00.000Z',
    ...patch,
  };
}

export const WAREHOUSE_OPTION = {
  id: 3,
  code: 'KHO003',
  name: 'Kho Bình Dương',
  kind: 'central' as const,
  owner_id: null,
  area_id: 2,
};

/** Orange juice 330 ml: bottles, and boxes of 24. */
export const JUICE: Variant = {
  id: 501,
  product_id: 12,
  code: 'SP000012-01',
  name: 'Nước cam ép 330ml',
  option_values: [],
  base_unit_id: 1,
  base_unit_name: 'Chai',
  units_per_box: 24,
  status: 'active',
  image_file_id: null,
  position: 1,
  units: [
    { unit_id: 1, unit_code: 'CHAI', unit_name: 'Chai', factor: 1, barcode: '8934673573010' },
    { unit_id: 3, unit_code: 'THUNG', unit_name: 'Thùng', factor: 24, barcode: '8934673573017' },
  ],
};

export const JUICE_PRODUCT = {
  id: 12,
  direction: 'out' as const,
  code: 'SP000012',
  name: 'Nước cam ép',
  brand: null,
  category_id: null,
  category_name: null,
  status: 'active' as const,
  thumbnail_file_id: null,
};

export const JUICE_DETAIL: VariantDetail = {
  ...JUICE,
  product: JUICE_PRODUCT,
  categories: [],
  rating: { count: 0, average: null, by_stars: [0, 0, 0, 0, 0] },
  updated_at: '2026-03-02T01:30:00.000Z',
};

export function stockRowOf(patch: Partial<StockRow> = {}): StockRow {
  return {
    warehouse_id: 3,
    warehouse_name: 'Kho Bình Dương',
    variant_id: 501,
    variant_code: 'SP000012-01',
    product_name: 'Nước cam ép',
    variant_name: 'Nước cam ép 330ml',
    consignment_id: 71,
    lot_code: 'L2603A',
    expires_on: '2027-01-31',
    quantity: 120,
    reserved: 0,
    value: 960_000,
    near_expiry: false,
    expired: false,
    ...patch,
  };
}

export function receiptOf(patch: Partial<Receipt> = {}): Receipt {
  return {
    id: 90,
    code: 'NK2611000090',
    kind: 'import',
    warehouse_id: 3,
    warehouse_name: 'Kho Bình Dương',
    to_warehouse_id: null,
    to_warehouse_name: null,
    order_id: null,
    order_code: null,
    note: null,
    line_count: 1,
    created_by_name: 'Lê Văn Kho',
    created_at: '2026-11-26T02:00:00.000Z',
    lines: [],
    ...patch,
  };
}

/** An approved order of 5 boxes of juice, holding its stock in warehouse 3. */
export function approvedOrderOf(patch: Partial<Order> = {}): Order {
  return {
    id: 41,
    code: 'DH2611000041',
    status: 'approved',
    account_id: 77,
    account_name: 'Tạp hóa Cô Ba',
    account_system: 'CHTH',
    seller_id: null,
    seller_name: null,
    order_type_name: null,
    flow_name: null,
    waiting_step_name: null,
    line_count: 1,
    subtotal: 1_250_000,
    discount: 0,
    total: 1_250_000,
    created_at: '2026-11-25T01:30:00.000Z',
    submitted_at: '2026-11-25T01:35:00.000Z',
    account_username: 'chth_coba',
    area_id: 2,
    zone_id: null,
    order_type_id: null,
    flow_id: null,
    delivery_address: '12 Lê Lợi, Thủ Dầu Một',
    receiver_name: 'Cô Ba',
    receiver_phone: '0905123456',
    note: null,
    warehouse_id: 3,
    lines: [
      {
        id: 1,
        variant_id: 501,
        variant_code: 'SP000012-01',
        variant_name: 'Nước cam ép 330ml',
        product_id: 12,
        product_name: 'Nước cam ép',
        unit_id: 3,
        unit_name: 'Thùng',
        unit_factor: 24,
        quantity: 5,
        unit_price: 250_000,
        price_list_id: 9,
        price_list_code: 'BG-CHTH-03',
        price_list_revision: 2,
        discount_percent: 0,
        gross_amount: 1_250_000,
        discount_amount: 0,
        line_total: 1_250_000,
        note: null,
      },
    ],
    approval: [],
    history: [],
    allowed_actions: [],
    can_edit: false,
    version: 4,
    created_by: 77,
    approved_at: '2026-11-25T03:00:00.000Z',
    delivered_at: null,
    updated_at: '2026-11-25T03:00:00.000Z',
    ...patch,
  };
}
