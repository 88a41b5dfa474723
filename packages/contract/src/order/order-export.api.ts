import type { z } from 'zod';
import { orderListQuery } from './order.schemas.js';

/**
 * The order lists as .xlsx (docs/orders.md "Excel export"): bytes, not the JSON envelope, so a plain
 * route like the staff export, with the read permission of `orderApi.list`. The body is streamed;
 * the `X-Export-Rows` header announces how many rows follow.
 */
export const ORDER_EXPORT_PATH = '/order/api/v3/orders/export';

/** The filters and sort of `orderApi.list`; no paging: the export walks every matching row itself. */
export const orderExportQuery = orderListQuery.omit({ page: true, page_size: true, after: true });
export type OrderExportQuery = z.output<typeof orderExportQuery>;

/**
 * The most rows one export sends. Above it the export is refused (422) before any byte: a narrower
 * filter (a date range, a status) splits it. A million rows is about 60 MB of .xlsx, and Excel
 * opens at most 1,048,576 rows a sheet.
 */
export const ORDER_EXPORT_MAX_ROWS = 1_000_000;
