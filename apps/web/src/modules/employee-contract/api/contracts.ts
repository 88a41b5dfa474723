import { keepPreviousData } from '@tanstack/react-query';
import {
  employeeContractApi as api,
  staffApi,
  employeeContractDetail,
  type EmployeeContractActionInput,
  type EmployeeContractBody,
  type EmployeeContractListBody,
  type EmployeeContractMasterdataKind,
  type EmployeeContractUpdateBody,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** Option lists are arrays; anything else (a malformed answer) reads as an empty list. */
function asArray<T>(value: T[]): T[] {
  return Array.isArray(value) ? value : [];
}

/** A write changes the list, the record and the next code. */
const invalidates = [api.list, api.detail, api.nextCode];

/** The list with the address's filters and paging (pages start at 0). */
export function useContractList(query: EmployeeContractListBody) {
  return useEndpointQuery(api.list, { body: query }, { placeholderData: keepPreviousData });
}

export function useContract(id: number) {
  return useEndpointQuery(
    api.detail,
    { params: { id } },
    {
      // Parsed with the contract's schema: the page reads every field, so a malformed answer becomes
      // a load error instead of a broken page.
      select: (detail) => employeeContractDetail.parse(detail),
      enabled: Number.isInteger(id) && id > 0,
    },
  );
}

/** The code the next contract will probably get (refreshed after every create). */
export function useNextCode() {
  return useEndpointQuery(api.nextCode, undefined);
}

/** Master data never changes while the app runs: fetched once per language (the key holds it). */
export function useMasterdata(kind: EmployeeContractMasterdataKind) {
  return useEndpointQuery(api.masterdata, { params: { x: kind } }, { staleTime: Infinity, select: asArray });
}

export function useBenefitOptions() {
  return useEndpointQuery(api.benefitDropdown, undefined, { staleTime: Infinity, select: asArray });
}

export function useJournalOptions() {
  return useEndpointQuery(api.accountingJournalDropdown, undefined, { staleTime: Infinity, select: asArray });
}

/** Staff options for the picker (the staff module's `get_dropdown_staff`), searched on the server. */
export function useStaffOptions(search: string) {
  return useEndpointQuery(
    staffApi.dropdown,
    { query: { search: search || undefined, limit: 50 } },
    { placeholderData: keepPreviousData, staleTime: 30_000, select: asArray },
  );
}

export function useCreateContract() {
  return useEndpointMutation(api.create, { invalidates, input: (body: EmployeeContractBody) => ({ body }) });
}

export function useUpdateContract(id: number) {
  return useEndpointMutation(api.update, {
    invalidates,
    input: (body: EmployeeContractUpdateBody) => ({ params: { id }, body }),
  });
}

export function useContractAction(id: number) {
  return useEndpointMutation(api.actionPost, {
    invalidates,
    input: (body: EmployeeContractActionInput) => ({ params: { id }, body }),
  });
}

export function useAddAttachment(id: number) {
  return useEndpointMutation(api.addAttachment, {
    invalidates,
    input: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return { params: { id }, body };
    },
  });
}

export function useRemoveAttachment(id: number) {
  return useEndpointMutation(api.removeAttachment, {
    invalidates,
    input: (fileId: string) => ({ params: { id, file_id: fileId } }),
  });
}
