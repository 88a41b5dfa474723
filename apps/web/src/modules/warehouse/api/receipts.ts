import type { z } from 'zod';
import {
  orderApi,
  stockApi,
  warehouseApi,
  type exportReceiptInput,
  type importReceiptInput,
  type stockCountInput,
  type transferReceiptInput,
} from '@kenh/contract';
import { useEndpointMutation } from '../../../platform/api';

/** A posted receipt moves stock, lots and (goods out for an order) the order and its reservation. */
const invalidates = [stockApi, warehouseApi];

export function usePostImport() {
  return useEndpointMutation(stockApi.receiptImport, {
    invalidates,
    input: (body: z.output<typeof importReceiptInput>) => ({ body }),
  });
}

export function usePostExport() {
  return useEndpointMutation(stockApi.receiptExport, {
    invalidates: [...invalidates, orderApi],
    input: (body: z.output<typeof exportReceiptInput>) => ({ body }),
  });
}

export function usePostTransfer() {
  return useEndpointMutation(stockApi.receiptTransfer, {
    invalidates,
    input: (body: z.output<typeof transferReceiptInput>) => ({ body }),
  });
}

export function usePostCount() {
  return useEndpointMutation(stockApi.stockCount, {
    invalidates,
    input: (body: z.output<typeof stockCountInput>) => ({ body }),
  });
}
