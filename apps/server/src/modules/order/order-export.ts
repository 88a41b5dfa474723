import {
  formatCount,
  ORDER_EXPORT_MAX_ROWS,
  ORDER_STATUS_LABELS,
  priceSystemLabel,
  type Locale,
  type OrderExportQuery,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import type { ExcelColumn } from '../../platform/excel/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/locale.js';
import { countOrderRows, orderRowsAfter, type OrderListFilter, type OrderRow } from './order.repository.js';
import type { OrderService } from './order.service.js';

/**
 * Rows read per statement. Measured on 200,000 orders (PostgreSQL): 2,000 a batch grew the process
 * by 183 MB (the batches lived long enough to reach V8's old space), 1,000 by 105 MB, 500 by 74 MB
 * and was no slower: a keyset page of 500 costs a few milliseconds.
 */
export const ORDER_EXPORT_BATCH = 500;

/**
 * Every order of a list, in the list's order, `batch` at a time: each batch is the list's own page
 * query continued after the last row read (keyset, `id < last` newest first), so the thousandth
 * batch costs what the first does. The next batch is asked for while this one is being written (on
 * PostgreSQL the database works meanwhile), so at most two batches are held. Stopping the iteration
 * stops the reading.
 */
export async function* orderExportRows(
  db: DbOrTx,
  filter: OrderListFilter,
  sort: string,
  batch: number = ORDER_EXPORT_BATCH,
): AsyncGenerator<OrderRow> {
  const read = (after: number | undefined) => orderRowsAfter(db, { ...filter, sort, pageSize: batch, after });
  let next: Promise<OrderRow[]> | undefined = read(undefined);
  try {
    while (next) {
      const rows: OrderRow[] = await next;
      next = rows.length === batch ? read(rows.at(-1)!.id) : undefined;
      yield* rows;
    }
  } finally {
    // Left early (the client went away): the batch asked for ahead is not needed, nor its failure.
    next?.catch(() => undefined);
  }
}

/** The export's columns, headed in the reader's language; amounts are numbers in VND format. */
export function orderExportColumns(locale: Locale): ExcelColumn<OrderRow>[] {
  const header = (key: string) => translate(`order_export.column.${key}`, locale);
  const company = translate('order_export.company', locale);
  return [
    { key: 'code', header: header('code'), type: 'text', width: 12, value: (o) => o.code },
    { key: 'created_at', header: header('created_at'), type: 'datetime', value: (o) => o.createdAt },
    {
      key: 'status',
      header: header('status'),
      type: 'text',
      width: 14,
      value: (o) => ORDER_STATUS_LABELS[o.status][locale],
    },
    { key: 'orderer', header: header('orderer'), type: 'text', width: 28, value: (o) => o.accountName },
    {
      key: 'system',
      header: header('system'),
      type: 'text',
      width: 20,
      value: (o) => priceSystemLabel(o.accountSystem, locale),
    },
    {
      key: 'seller',
      header: header('seller'),
      type: 'text',
      width: 28,
      value: (o) => o.sellerName ?? company,
    },
    { key: 'order_type', header: header('order_type'), type: 'text', value: (o) => o.orderTypeName },
    { key: 'line_count', header: header('line_count'), type: 'integer', value: (o) => o.lineCount },
    { key: 'subtotal', header: header('subtotal'), type: 'money', value: (o) => Number(o.subtotal) },
    { key: 'discount', header: header('discount'), type: 'money', value: (o) => Number(o.discount) },
    { key: 'total', header: header('total'), type: 'money', value: (o) => Number(o.total) },
  ];
}

/**
 * An export of the order list: the list's filters and visibility (the order service's), counted
 * first — more than `maxRows` (ORDER_EXPORT_MAX_ROWS) is a 422 before any byte — then the rows as
 * they are read.
 */
export function createOrderExport(
  db: DbOrTx,
  orders: Pick<OrderService, 'listFilter'>,
  maxRows: number = ORDER_EXPORT_MAX_ROWS,
) {
  return {
    async prepare(
      caller: Caller,
      query: OrderExportQuery,
      locale: Locale,
    ): Promise<{ rowCount: number; rows: AsyncGenerator<OrderRow> }> {
      const filter = await orders.listFilter(caller, query);
      const { total, capped } = await countOrderRows(db, filter, maxRows);
      if (capped)
        throw new AppError(422, 'order_export.too_many_rows', {
          params: { max: formatCount(maxRows, locale) },
        });
      return { rowCount: total, rows: orderExportRows(db, filter, query.sort) };
    },
  };
}

export type OrderExport = ReturnType<typeof createOrderExport>;
