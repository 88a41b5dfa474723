import { keepPreviousData } from '@tanstack/react-query';
import { transportApi, type TransportOrderListQuery } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';

// The server already retries the partner: no second round of retries here, so a refusal ("not
// configured") shows at once.
const partnerRead = { retry: false } as const;

export function useTransportOrders(query: Partial<TransportOrderListQuery>) {
  return useEndpointQuery(
    transportApi.transportOrders,
    { query },
    { ...partnerRead, placeholderData: keepPreviousData },
  );
}

export function useTransportOrder(code: string) {
  return useEndpointQuery(
    transportApi.transportOrder,
    { params: { code } },
    { ...partnerRead, enabled: code !== '' },
  );
}
