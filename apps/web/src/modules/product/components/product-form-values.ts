import type { ProductDetail, ProductStatus } from '@kenh/contract';
import type { OptionDraft } from './variants/variant-combinations';

/** One unit of a variant while the form is filled (an empty select is null). */
export interface UnitDraft {
  unit_id: number | null;
  factor: number | null;
  barcode: string;
}

export interface VariantDraft {
  id?: number;
  option_values: string[];
  code: string;
  status: ProductStatus;
  /** The base unit (factor 1) first, then the others. */
  units: UnitDraft[];
}

/** What the product form holds while it is filled. */
export interface ProductFormValues {
  code: string;
  name: string;
  category_id: number | null;
  brand: string;
  description: string;
  status: ProductStatus;
  units_per_box: number | null;
  options: OptionDraft[];
  variants: VariantDraft[];
  keep_image_ids?: string[];
}

export const emptyUnit = (): UnitDraft => ({ unit_id: null, factor: null, barcode: '' });

/**
 * A new combination's row: the units of the first row (same base unit and factors, no barcodes,
 * which are per variant), so a value added later needs only its code and barcodes.
 */
export function newVariantLike(template: VariantDraft | undefined, optionValues: string[]): VariantDraft {
  const units = template?.units.map((u) => ({ unit_id: u.unit_id, factor: u.factor, barcode: '' })) ?? [
    { unit_id: null, factor: 1, barcode: '' },
  ];
  return { option_values: optionValues, code: '', status: 'active', units };
}

export function productFormDefaults(product?: ProductDetail): ProductFormValues {
  if (!product) {
    return {
      code: '',
      name: '',
      category_id: null,
      brand: '',
      description: '',
      status: 'active',
      units_per_box: null,
      options: [],
      variants: [newVariantLike(undefined, [])],
    };
  }
  return {
    code: product.code,
    name: product.name,
    category_id: product.category_id,
    brand: product.brand ?? '',
    description: product.description ?? '',
    status: product.status,
    units_per_box: product.units_per_box,
    options: product.options.map((o) => ({ name: o.name, values: [...o.values] })),
    variants: product.variants.map((v) => ({
      id: v.id,
      option_values: [...v.option_values],
      code: v.code,
      status: v.status,
      units: v.units.map((u) => ({ unit_id: u.unit_id, factor: u.factor, barcode: u.barcode ?? '' })),
    })),
    keep_image_ids: product.images.map((image) => image.file_id),
  };
}
