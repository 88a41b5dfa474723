import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_EXPORT_PATH,
  STAFF_IMPORT_TEMPLATE_PATH,
  staffApi,
  type AllStaffQuery,
  type CreateStaffBody,
  type StaffFields,
  type StaffListQuery,
} from '@kenh/contract';
import { callEndpoint, fetchFile } from '../../../platform/api';

export const STAFF_PAGE_SIZE = 20;

/** Every query of the module starts with this key: one invalidation refreshes lists, details, dropdowns. */
export const staffKey = ['staff'] as const;

export function useStaffList(query: StaffListQuery) {
  return useQuery({
    queryKey: [...staffKey, 'list', query],
    queryFn: ({ signal }) => callEndpoint(staffApi.staffList, { body: query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAllStaff(query: AllStaffQuery) {
  return useQuery({
    queryKey: [...staffKey, 'all', query],
    queryFn: ({ signal }) => callEndpoint(staffApi.allStaff, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffDetail(id: number | undefined) {
  return useQuery({
    queryKey: [...staffKey, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(staffApi.mGet, { params: { id: id! }, signal }),
    enabled: id !== undefined && id > 0,
    retry: false,
  });
}

export function useMyStaff(enabled = true) {
  return useQuery({
    queryKey: [...staffKey, 'mine'],
    queryFn: ({ signal }) => callEndpoint(staffApi.mine, { signal }),
    enabled,
  });
}

/** Nationalities, ethnicities and relations never change while the app runs: cached for good. */
export function useNation() {
  return useQuery({
    queryKey: [...staffKey, 'nation'],
    queryFn: ({ signal }) => callEndpoint(staffApi.nation, { signal }),
    staleTime: Infinity,
  });
}

export function useRelations() {
  return useQuery({
    queryKey: [...staffKey, 'relation'],
    queryFn: ({ signal }) => callEndpoint(staffApi.relation, { signal }),
    staleTime: Infinity,
  });
}

/** Up to 200 active staff as options (the select filters them as the user types). */
export function useStaffDropdown(excludeId?: number) {
  return useQuery({
    queryKey: [...staffKey, 'dropdown', excludeId],
    queryFn: ({ signal }) =>
      callEndpoint(staffApi.dropdown, {
        query: { limit: 200, ...(excludeId ? { exclude_id: excludeId } : {}) },
        signal,
      }),
    staleTime: 30_000,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: staffKey });
}

export function useCreateStaff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: StaffFields) => callEndpoint(staffApi.mCreate, { body }),
    onSuccess: invalidate,
  });
}

export function useCreateStaffWithAccount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateStaffBody) => callEndpoint(staffApi.createStaff, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateStaff(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: StaffFields) => callEndpoint(staffApi.mUpdate, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useInactivateStaff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: number[]) => callEndpoint(staffApi.inactiveStaff, { body: { ids } }),
    onSuccess: invalidate,
  });
}

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export function useImportPreview() {
  return useMutation({
    mutationFn: (file: File) => callEndpoint(staffApi.importPreview, { body: formOf(file) }),
  });
}

export function useImportStaff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => callEndpoint(staffApi.import, { body: formOf(file) }),
    onSuccess: invalidate,
  });
}

/** Query string of the export: the list's filters without paging. */
export function exportUrl(filter: Omit<StaffListQuery, 'page' | 'page_size'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${STAFF_EXPORT_PATH}?${query}` : STAFF_EXPORT_PATH;
}

/** Saves a blob under a file name (an object URL clicked through a temporary link). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadExport(filter: Omit<StaffListQuery, 'page' | 'page_size'>): Promise<void> {
  saveBlob(await fetchFile(exportUrl(filter)), `nhan-su-${new Date().toISOString().slice(0, 10)}.xlsx`);
}

export async function downloadTemplate(): Promise<void> {
  saveBlob(await fetchFile(STAFF_IMPORT_TEMPLATE_PATH), 'mau-nhap-nhan-su.xlsx');
}
