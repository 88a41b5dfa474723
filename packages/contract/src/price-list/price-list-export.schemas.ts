import type { z } from 'zod';
import { priceListListBody } from './price-list.schemas.js';

/**
 * The price lists matching a list screen's filters as .xlsx, one row per price. A plain download
 * (bytes, not the envelope) like PRICE_LIST_EXPORT_PATH; the query is exactly `priceListApi.list`'s
 * filters, without paging.
 */
export const PRICE_LISTS_EXPORT_PATH = '/product/api/v2/price_lists/export';

/** Most price rows one export writes; beyond it the server answers 422 and asks for narrower filters. */
export const PRICE_LISTS_EXPORT_MAX_ROWS = 100_000;

export const priceListsExportQuery = priceListListBody.pick({
  search: true,
  stage: true,
  status: true,
  system: true,
  scope_level: true,
  variant_id: true,
});
export type PriceListsExportQuery = z.infer<typeof priceListsExportQuery>;

/** The export's columns, in order, with their headers in both languages. */
export const PRICE_LISTS_EXPORT_COLUMNS = [
  { key: 'code', vi: 'Mã bảng giá', en: 'Price list code' },
  { key: 'name', vi: 'Tên bảng giá', en: 'Price list name' },
  { key: 'system', vi: 'Hệ thống', en: 'System' },
  { key: 'scope', vi: 'Phạm vi áp dụng', en: 'Scope' },
  { key: 'status', vi: 'Trạng thái', en: 'Status' },
  { key: 'effective_from', vi: 'Hiệu lực từ', en: 'Effective from' },
  { key: 'effective_to', vi: 'Hiệu lực đến', en: 'Effective to' },
  { key: 'revision', vi: 'Phiên bản', en: 'Revision' },
  { key: 'variant_code', vi: 'Mã biến thể', en: 'Variant code' },
  { key: 'variant_name', vi: 'Tên biến thể', en: 'Variant name' },
  { key: 'unit', vi: 'Đơn vị tính', en: 'Unit' },
  { key: 'price', vi: 'Giá (VND)', en: 'Price (VND)' },
  { key: 'approved_by', vi: 'Người duyệt', en: 'Approved by' },
  { key: 'approved_at', vi: 'Thời điểm duyệt', en: 'Approved at' },
] as const;
export type PriceListsExportColumn = (typeof PRICE_LISTS_EXPORT_COLUMNS)[number]['key'];
