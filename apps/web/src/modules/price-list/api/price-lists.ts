import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  priceListApi as api,
  PRICE_LIST_IMPORT_TEMPLATE_PATH,
  PRICE_LISTS_EXPORT_PATH,
  priceListsExportQuery,
  type Endpoint,
  type PriceListItem,
  type PriceListsExportQuery,
} from '@kenh/contract';
import {
  callEndpoint,
  fetchFile,
  useEndpointKey,
  useEndpointMutation,
  useEndpointQuery,
  type EndpointInput,
} from '../../../platform/api';
import { saveBlob } from '../../../platform/pages';

/**
 * Every write empties the module's caches (spec §4: applying a list clears the detail and active
 * caches; deleting or updating clears the detail) — one module object covers lists, details,
 * previews and resolved prices.
 */
const invalidates = [api];

/** The body a call takes, as the typed client takes it (parsed values, optional where the schema defaults). */
type BodyOf<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;
export type PriceListListBody = BodyOf<typeof api.list>;
export type PriceListBody = BodyOf<typeof api.create>;
export type PriceListStatusBody = BodyOf<typeof api.status>;
export type ResolvePricesBody = BodyOf<typeof api.resolve>;

export function usePriceLists(body: PriceListListBody) {
  return useEndpointQuery(api.list, { body }, { placeholderData: keepPreviousData });
}

type ExportFilter = { [K in keyof PriceListsExportQuery]?: PriceListsExportQuery[K] | null };

/** The list screens' Excel export: the list call's filters (no paging) in the download's query. */
export function priceListsExportUrl(filter: ExportFilter): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(priceListsExportQuery.shape) as (keyof PriceListsExportQuery)[]) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${PRICE_LISTS_EXPORT_PATH}?${query}` : PRICE_LISTS_EXPORT_PATH;
}

export function usePriceList(id: number | undefined) {
  return useEndpointQuery(api.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined && id > 0 });
}

export function usePriceListItems(
  id: number | undefined,
  query: { page?: number; page_size?: number; search?: string },
) {
  return useEndpointQuery(
    api.items,
    { params: { id: id ?? 0 }, query },
    { enabled: id !== undefined && id > 0, placeholderData: keepPreviousData },
  );
}

const ALL_ITEMS_PAGE = 200;

/**
 * Every row of a list, for the editor (which saves them all at once): read page after page under
 * the items endpoint's key, so a write to the module invalidates it like any other read.
 */
export function useAllPriceListItems(id: number | undefined) {
  const key = useEndpointKey(api.items, { params: { id: id ?? 0 }, query: { page_size: ALL_ITEMS_PAGE } });
  return useQuery({
    queryKey: [...key, 'all'],
    enabled: id !== undefined && id > 0,
    queryFn: async ({ signal }) => {
      const rows: PriceListItem[] = [];
      for (let page = 0; ; page += 1) {
        const answer = await callEndpoint(api.items, {
          params: { id: id ?? 0 },
          query: { page, page_size: ALL_ITEMS_PAGE },
          signal,
        });
        rows.push(...answer.results);
        if (answer.results.length < ALL_ITEMS_PAGE || rows.length >= answer.total) return rows;
      }
    },
  });
}

export function usePriceListPreview(
  id: number,
  query: { page?: number; page_size?: number; change?: 'new' | 'raised' | 'lowered' | 'unchanged' },
) {
  return useEndpointQuery(api.preview, { params: { id }, query }, { placeholderData: keepPreviousData });
}

export function usePriceListImages(id: number) {
  return useEndpointQuery(api.images, { params: { id } });
}

/** The prices in force for an account at a moment (the one resolver). */
export function useResolvedPrices(body: ResolvePricesBody | undefined) {
  return useEndpointQuery(
    api.resolve,
    { body: body ?? { account_id: 0, lines: [] } },
    { enabled: body !== undefined && body.lines.length > 0 },
  );
}

export function useCreatePriceList() {
  return useEndpointMutation(api.create, { invalidates, input: (body: PriceListBody) => ({ body }) });
}

export function useUpdatePriceList(id: number) {
  return useEndpointMutation(api.update, {
    invalidates,
    input: (body: PriceListBody) => ({ params: { id }, body }),
  });
}

export function usePriceListStatus(id: number) {
  return useEndpointMutation(api.status, {
    invalidates,
    input: (body: PriceListStatusBody) => ({ params: { id }, body }),
  });
}

export function useClonePriceList(id: number) {
  return useEndpointMutation(api.clone, { invalidates, input: (_: void) => ({ params: { id }, body: {} }) });
}

const fileForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

export function useUploadPriceListImage(id: number) {
  return useEndpointMutation(api.uploadImage, {
    invalidates,
    input: (file: File) => ({ params: { id }, body: fileForm(file) }),
  });
}

export function useDeletePriceListImage(id: number) {
  return useEndpointMutation(api.deleteImage, {
    invalidates,
    input: (fileId: string) => ({ params: { id, fileId } }),
  });
}

/** Checks every row of an .xlsx for the list; nothing is written. */
export function usePriceListImportPreview(id: number) {
  return useEndpointMutation(api.importPreview, {
    input: (file: File) => ({ params: { id }, body: fileForm(file) }),
  });
}

/** Imports the whole file in one transaction, or nothing. */
export function usePriceListImport(id: number) {
  return useEndpointMutation(api.import, {
    invalidates,
    input: ({ file, mode }: { file: File; mode: 'merge' | 'replace' }) => ({
      params: { id },
      body: fileForm(file, { mode }),
    }),
  });
}

export async function downloadPriceListTemplate(fileName: string): Promise<void> {
  saveBlob(await fetchFile(PRICE_LIST_IMPORT_TEMPLATE_PATH), fileName);
}
