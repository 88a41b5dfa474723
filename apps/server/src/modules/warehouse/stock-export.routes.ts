import type { FastifyInstance } from 'fastify';
import {
  STOCK_EXPORT_PATH,
  stockApi,
  stockExportQuery,
  type Locale,
  type StockExportQuery,
  type StockRow,
} from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { excelFileName, streamTableWorkbook, type ExcelColumn } from '../../platform/excel/index.js';
import { localeOf, translate } from '../../platform/http/locale.js';
import { stockRows } from './stock-as-of.repository.js';
import type { StockQueryService } from './stock-query.service.js';

/**
 * Most rows one export holds: the report's rows are warehouse × lot at most (100,000 lots in twenty
 * warehouses fit), read by one statement — paging would group the whole ledger again for every page.
 */
const EXPORT_MAX_ROWS = 2_000_000;

function stockColumns(locale: Locale): ExcelColumn<StockRow>[] {
  const header = (key: string) => translate(`stock_export.column.${key}`, locale);
  return [
    {
      key: 'warehouse',
      header: header('warehouse'),
      type: 'text',
      width: 28,
      value: (r) => r.warehouse_name,
    },
    { key: 'code', header: header('code'), type: 'text', width: 14, value: (r) => r.variant_code },
    {
      key: 'product',
      header: header('product'),
      type: 'text',
      width: 36,
      value: (r) => r.product_name && `${r.product_name} ${r.variant_name ?? ''}`.trim(),
    },
    { key: 'lot', header: header('lot'), type: 'text', width: 16, value: (r) => r.lot_code },
    { key: 'expires_on', header: header('expires_on'), type: 'date', value: (r) => r.expires_on },
    { key: 'quantity', header: header('quantity'), type: 'integer', value: (r) => r.quantity },
    { key: 'reserved', header: header('reserved'), type: 'integer', value: (r) => r.reserved },
    { key: 'value', header: header('value'), type: 'money', value: (r) => r.value },
  ];
}

/** `GET consignment/api/stock_quantity/export`: the stock report as a streamed .xlsx. */
export function registerStockExportRoutes(app: FastifyInstance, db: Db, stock: StockQueryService): void {
  app.route({
    method: 'GET',
    url: STOCK_EXPORT_PATH,
    config: { access: { permission: stockApi.stockQuantity.permission } },
    schema: {
      summary: 'The stock report (stock_quantity filters in the query) as .xlsx',
      tags: ['warehouse'],
      querystring: stockExportQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const locale = localeOf(request);
      const query = request.query as StockExportQuery;
      const filter = stock.stockFilter(callerOf(request), query);
      const { rows, total } = await stockRows(db, { ...filter, page: 0, pageSize: EXPORT_MAX_ROWS });
      await streamTableWorkbook(
        reply,
        excelFileName('ton-kho'),
        translate('stock_export.sheet', locale),
        stockColumns(locale),
        rows,
        { rowCount: total },
      );
      return reply;
    },
  });
}
