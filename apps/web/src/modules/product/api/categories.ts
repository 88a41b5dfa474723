import { keepPreviousData } from '@tanstack/react-query';
import { productApi, type CategoryInput, type ProductDirection } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

const invalidates = [productApi];

const TREE = { out: productApi.outCategoryList, in: productApi.inCategoryList } as const;

/** One direction's tree, flattened parents first (the server's order); categories change rarely. */
export function useCategoryTree(direction: ProductDirection, search?: string) {
  return useEndpointQuery(
    TREE[direction],
    { query: search ? { search } : {} },
    { staleTime: 60_000, placeholderData: keepPreviousData },
  );
}

export function useCategory(id: number | undefined) {
  return useEndpointQuery(productApi.categoryGet, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useCreateCategory(direction: ProductDirection) {
  return useEndpointMutation(productApi.categoryCreate, {
    invalidates,
    input: (fields: CategoryInput) => ({ body: { ...fields, direction } }),
  });
}

export function useUpdateCategory(id: number) {
  return useEndpointMutation(productApi.categoryUpdate, {
    invalidates,
    input: (body: CategoryInput) => ({ params: { id }, body }),
  });
}

export function useDeleteCategory() {
  return useEndpointMutation(productApi.categoryDelete, {
    invalidates,
    input: (id: number) => ({ body: { id } }),
  });
}

export function useCategoryVariants(categoryId: number, page: number, search: string | undefined) {
  return useEndpointQuery(
    productApi.categoryVariants,
    { body: { category_id: categoryId, page, page_size: 20, search } },
    { placeholderData: keepPreviousData },
  );
}

export function useAddCategoryVariants(categoryId: number) {
  return useEndpointMutation(productApi.categoryAddVariants, {
    invalidates,
    input: (variantIds: number[]) => ({ body: { category_id: categoryId, variant_ids: variantIds } }),
  });
}

export function useRemoveCategoryVariants(categoryId: number) {
  return useEndpointMutation(productApi.categoryRemoveVariants, {
    invalidates,
    input: (variantIds: number[]) => ({ body: { category_id: categoryId, variant_ids: variantIds } }),
  });
}
