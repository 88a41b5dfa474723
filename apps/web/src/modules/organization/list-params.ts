import { useSearchParams } from 'react-router';

export const ORG_PAGE_SIZE = 20;

/** Page (1-based in the address, 0-based here), search and status filter kept in the address. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1) || 0;
  const search = params.get('search') ?? '';
  const rawStatus = params.get('status');
  const status: 'all' | 'active' | 'inactive' =
    rawStatus === 'active' || rawStatus === 'inactive' ? rawStatus : 'all';
  const set = (next: { page?: number; search?: string; status?: 'all' | 'active' | 'inactive' }) => {
    const updated = new URLSearchParams(params);
    const nextSearch = next.search ?? search;
    const nextStatus = next.status ?? status;
    if (nextSearch) updated.set('search', nextSearch);
    else updated.delete('search');
    if (nextStatus === 'all') updated.delete('status');
    else updated.set('status', nextStatus);
    updated.set('page', String((next.page ?? page) + 1));
    setParams(updated);
  };
  const isActive = status === 'all' ? undefined : status === 'active';
  return { page, search, status, isActive, set };
}

/** The list call's query for the current page, search and status filter. */
export function listQuery(params: ReturnType<typeof useListParams>) {
  return {
    page: params.page,
    page_size: ORG_PAGE_SIZE,
    ...(params.search ? { search: params.search } : {}),
    ...(params.isActive === undefined ? {} : { is_active: params.isActive }),
  };
}
