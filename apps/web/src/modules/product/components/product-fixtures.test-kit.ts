import type { Category, ProductDetail, ProductSummary, UnitOption } from '@kenh/contract';
import { ADMIN_LOGIN } from '../../../testing/fixtures';

const AT = '2026-03-02T01:30:00.000Z';

/** A catalogue manager: reads and writes products, units and categories, no super user. */
export const CATALOGUE_MANAGER = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 21, is_superuser: false },
  permission: ['product', 'product.manage', 'unitproduct', 'categoryproduct'],
  role: 'AD' as const,
};

export const STING: ProductSummary = {
  id: 7,
  direction: 'out',
  code: 'SP000007',
  name: 'Nước tăng lực Sting',
  category_id: 3,
  category_name: 'Nước giải khát',
  brand: 'Sting',
  status: 'active',
  units_per_box: 24,
  variant_count: 2,
  image_file_id: 'img-7',
  thumbnail_file_id: 'thumb-7',
  base_unit_name: 'Chai',
  barcodes: ['8934563138165'],
  created_at: AT,
  updated_at: AT,
};

export const NO_IMAGE: ProductSummary = {
  ...STING,
  id: 8,
  code: 'SP000008',
  name: 'Dầu ăn Tường An',
  brand: 'Tường An',
  image_file_id: null,
  thumbnail_file_id: null,
  barcodes: [],
};

const category = (id: number, name: string, parentId: number | null, depth: number): Category => ({
  id,
  direction: 'out',
  parent_id: parentId,
  parent_name: null,
  code: `DM${id}`,
  name,
  sort_order: 0,
  is_active: true,
  depth,
  path: [name],
  child_count: 0,
  product_count: 1,
  variant_count: 0,
  created_at: AT,
  updated_at: AT,
});

export const CATEGORIES: Category[] = [category(2, 'Đồ uống', null, 1), category(3, 'Nước giải khát', 2, 2)];

export const UNITS: UnitOption[] = [
  { id: 1, code: 'CHAI', name: 'Chai', conversions: [] },
  {
    id: 2,
    code: 'LOC',
    name: 'Lốc',
    conversions: [{ inner_unit_id: 1, inner_unit_code: 'CHAI', inner_unit_name: 'Chai', quantity: 6 }],
  },
  {
    id: 3,
    code: 'THUNG',
    name: 'Thùng',
    conversions: [{ inner_unit_id: 2, inner_unit_code: 'LOC', inner_unit_name: 'Lốc', quantity: 4 }],
  },
];

export function productDetailOf(summary: ProductSummary): ProductDetail {
  return { ...summary, description: null, options: [], images: [], variants: [] };
}
