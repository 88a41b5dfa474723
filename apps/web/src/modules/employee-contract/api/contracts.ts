import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  employeeContractApi as api,
  staffApi,
  employeeContractDetail,
  type EmployeeContractActionInput,
  type EmployeeContractBody,
  type EmployeeContractFilter,
  type EmployeeContractMasterdataKind,
  type EmployeeContractUpdateBody,
} from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { useLocale } from '../../../platform/layout';

export const CONTRACT_PAGE_SIZE = 20;

const root = ['employee-contract'] as const;

/** Option lists are arrays; anything else (a malformed answer) reads as an empty list. */
function asArray<T>(value: T[]): T[] {
  return Array.isArray(value) ? value : [];
}
const listKey = [...root, 'list'] as const;
const detailKey = (id: number) => [...root, 'detail', id] as const;
const nextCodeKey = [...root, 'next-code'] as const;

/** The list with the filters and page (pages start at 0). */
export function useContractList(filter: EmployeeContractFilter, page: number) {
  return useQuery({
    queryKey: [...listKey, filter, page],
    queryFn: ({ signal }) =>
      callEndpoint(api.list, { body: { ...filter, page, page_size: CONTRACT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContract(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    // Parsed with the contract's schema: the page reads every field, so a malformed answer becomes
    // a load error instead of a broken page.
    queryFn: async ({ signal }) =>
      employeeContractDetail.parse(await callEndpoint(api.detail, { params: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The code the next contract will probably get (refreshed after every create). */
export function useNextCode() {
  return useQuery({
    queryKey: nextCodeKey,
    queryFn: ({ signal }) => callEndpoint(api.nextCode, { signal }),
  });
}

/** Master data never changes while the app runs: fetched once per language. */
export function useMasterdata(kind: EmployeeContractMasterdataKind) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...root, 'masterdata', kind, locale],
    queryFn: ({ signal }) => callEndpoint(api.masterdata, { params: { x: kind }, signal }),
    staleTime: Infinity,
    select: asArray,
  });
}

export function useBenefitOptions() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...root, 'benefits', locale],
    queryFn: ({ signal }) => callEndpoint(api.benefitDropdown, { signal }),
    staleTime: Infinity,
    select: asArray,
  });
}

export function useJournalOptions() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...root, 'journals', locale],
    queryFn: ({ signal }) => callEndpoint(api.accountingJournalDropdown, { signal }),
    staleTime: Infinity,
    select: asArray,
  });
}

/** Staff options for the picker (the staff module's `get_dropdown_staff`), searched on the server. */
export function useStaffOptions(search: string) {
  return useQuery({
    queryKey: [...root, 'staff-options', search],
    queryFn: ({ signal }) =>
      callEndpoint(staffApi.dropdown, { query: { search: search || undefined, limit: 50 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    select: asArray,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: nextCodeKey }),
      ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: detailKey(id) })]),
    ]);
}

export function useCreateContract() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: EmployeeContractBody) => callEndpoint(api.create, { body }),
    onSettled: () => invalidate(),
  });
}

export function useUpdateContract(id: number) {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeContractUpdateBody) => callEndpoint(api.update, { params: { id }, body }),
    onSuccess: (detail) => queryClient.setQueryData(detailKey(id), detail),
    onSettled: () => invalidate(id),
  });
}

export function useContractAction(id: number) {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployeeContractActionInput) =>
      callEndpoint(api.actionPost, { params: { id }, body: input }),
    onSuccess: (detail) => queryClient.setQueryData(detailKey(id), detail),
    onSettled: () => invalidate(id),
  });
}

export function useAddAttachment(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return callEndpoint(api.addAttachment, { params: { id }, body });
    },
    onSettled: () => invalidate(id),
  });
}

export function useRemoveAttachment(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (fileId: string) => callEndpoint(api.removeAttachment, { params: { id, file_id: fileId } }),
    onSettled: () => invalidate(id),
  });
}
