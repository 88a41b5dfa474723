import { keepPreviousData } from '@tanstack/react-query';
import {
  endpointUrl,
  STAFF_EXPORT_PATH,
  STAFF_IMPORT_TEMPLATE_PATH,
  staffApi,
  type AllStaffQuery,
  type CreateStaffBody,
  type StaffFields,
  type StaffListQuery,
} from '@kenh/contract';
import { fetchFile, useEndpointMutation, useEndpointQuery } from '../../../platform/api';
import { saveBlob } from '../../../platform/pages';

/** A staff write refreshes every staff query: lists, details, dropdowns. */
const invalidates = [staffApi];

export function useStaffList(query: StaffListQuery) {
  return useEndpointQuery(staffApi.staffList, { body: query }, { placeholderData: keepPreviousData });
}

export function useAllStaff(query: AllStaffQuery) {
  return useEndpointQuery(staffApi.allStaff, { query }, { placeholderData: keepPreviousData });
}

export function useStaffDetail(id: number | undefined) {
  return useEndpointQuery(
    staffApi.mGet,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined && id > 0, retry: false },
  );
}

export function useMyStaff(enabled = true) {
  return useEndpointQuery(staffApi.mine, undefined, { enabled });
}

/** Nationalities, ethnicities and relations never change while the app runs: cached for good. */
export function useNation() {
  return useEndpointQuery(staffApi.nation, undefined, { staleTime: Infinity });
}

export function useRelations() {
  return useEndpointQuery(staffApi.relation, undefined, { staleTime: Infinity });
}

/** Up to 200 active staff as options (the select filters them as the user types). */
export function useStaffDropdown(excludeId?: number) {
  return useEndpointQuery(
    staffApi.dropdown,
    { query: { limit: 200, ...(excludeId ? { exclude_id: excludeId } : {}) } },
    { staleTime: 30_000 },
  );
}

export function useCreateStaff() {
  return useEndpointMutation(staffApi.mCreate, { invalidates, input: (body: StaffFields) => ({ body }) });
}

export function useCreateStaffWithAccount() {
  return useEndpointMutation(staffApi.createStaff, {
    invalidates,
    input: (body: CreateStaffBody) => ({ body }),
  });
}

export function useUpdateStaff(id: number) {
  return useEndpointMutation(staffApi.mUpdate, {
    invalidates,
    input: (body: StaffFields) => ({ params: { id }, body }),
  });
}

export function useInactivateStaff() {
  return useEndpointMutation(staffApi.inactiveStaff, {
    invalidates,
    input: (ids: number[]) => ({ body: { ids } }),
  });
}

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export function useImportPreview() {
  return useEndpointMutation(staffApi.importPreview, { input: (file: File) => ({ body: formOf(file) }) });
}

export function useImportStaff() {
  return useEndpointMutation(staffApi.import, {
    invalidates,
    input: (file: File) => ({ body: formOf(file) }),
  });
}

/** The export's address: the list's filters without paging; empty filters are left out. */
export function exportUrl(filter: Omit<StaffListQuery, 'page' | 'page_size'>): string {
  return endpointUrl(
    STAFF_EXPORT_PATH,
    undefined,
    Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
  );
}

export async function downloadTemplate(): Promise<void> {
  saveBlob(await fetchFile(STAFF_IMPORT_TEMPLATE_PATH), 'mau-nhap-nhan-su.xlsx');
}
