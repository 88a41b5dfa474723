import { keepPreviousData } from '@tanstack/react-query';
import {
  PRODUCT_EXPORT_PATH,
  PRODUCT_IMPORT_TEMPLATE_PATH,
  productApi,
  productDetailSchema,
  type ProductDetail,
  type ProductDirection,
  type ProductInput,
  type ProductListBody,
} from '@kenh/contract';
import { fetchFile, useEndpointMutation, useEndpointQuery } from '../../../platform/api';
import { saveBlob } from '../../../platform/pages';

/** Every catalogue write empties the catalogue's lists, details and pickers (spec §4 caches). */
const invalidates = [productApi];

export function useProductList(body: ProductListBody) {
  return useEndpointQuery(productApi.productList, { body }, { placeholderData: keepPreviousData });
}

/** Counts for the catalogue landing: one row asked, the total read. */
export function useProductCount(body: Omit<ProductListBody, 'page' | 'page_size'>) {
  return useEndpointQuery(productApi.productList, { body: { ...body, page: 0, page_size: 1 } });
}

/** An answer that is not a whole product shows "not found" instead of breaking the page. */
const wholeProduct = (data: ProductDetail): ProductDetail | null =>
  productDetailSchema.safeParse(data).success ? data : null;

/** v1 `product_detail`: the detail page's address names no direction, this call needs none. */
export function useProduct(id: number | undefined) {
  return useEndpointQuery(
    productApi.productDetail,
    { body: { id: id ?? 0 } },
    { enabled: id !== undefined, select: wholeProduct },
  );
}

/** The form's fields as `payload` JSON and its new images as `images` files (multipart). */
function productForm(payload: object, images: readonly File[]): FormData {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const image of images) form.append('images', image, image.name);
  return form;
}

export interface ProductSave {
  fields: ProductInput;
  images: readonly File[];
}

export function useCreateProduct(direction: ProductDirection) {
  return useEndpointMutation(productApi.createProduct, {
    invalidates,
    input: ({ fields, images }: ProductSave) => ({ body: productForm({ ...fields, direction }, images) }),
  });
}

export function useUpdateProduct(id: number) {
  return useEndpointMutation(productApi.updateProduct, {
    invalidates,
    input: ({ fields, images }: ProductSave) => ({ body: productForm({ ...fields, id }, images) }),
  });
}

export function useDeleteProduct(direction: ProductDirection) {
  return useEndpointMutation(direction === 'out' ? productApi.outProductDelete : productApi.inProductDelete, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}

export function useVariantDetail(id: number) {
  return useEndpointQuery(productApi.variantDetail, { body: { id } });
}

export function useProductRatings(productId: number, page: number) {
  return useEndpointQuery(
    productApi.ratingList,
    { query: { product_id: productId, page, page_size: 10 } },
    { placeholderData: keepPreviousData },
  );
}

/** Variants for pickers (a category's variants), searched on the server. */
export function useVariantSearch(search: string, enabled: boolean) {
  return useEndpointQuery(
    productApi.variantList,
    { body: { page: 0, page_size: 30, search: search || undefined, status: 'active' } },
    { enabled, placeholderData: keepPreviousData },
  );
}

const EXPORT_TYPES = { out: 'OUT', in: 'IN' } as const;

/** The export of the list's current filter: one row per variant and unit (`c=F`). */
export function productExportUrl(filter: Omit<ProductListBody, 'page' | 'page_size'>): string {
  const params = new URLSearchParams({ t: EXPORT_TYPES[filter.direction ?? 'out'], c: 'F' });
  for (const key of ['search', 'category_id', 'status', 'barcode'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `${PRODUCT_EXPORT_PATH}?${params.toString()}`;
}

const asFile = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return { body: form };
};

/** Checks every row of the file; nothing is written. */
export function useProductImportPreview() {
  return useEndpointMutation(productApi.importPreview, { input: asFile });
}

/** Imports the whole file in one transaction, or nothing. */
export function useProductImport() {
  return useEndpointMutation(productApi.import, { invalidates, input: asFile });
}

export async function downloadProductTemplate(fileName: string): Promise<void> {
  saveBlob(await fetchFile(PRODUCT_IMPORT_TEMPLATE_PATH), fileName);
}
