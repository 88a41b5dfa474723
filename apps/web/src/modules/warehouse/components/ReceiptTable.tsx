import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, RECEIPT_KIND_LABELS, type ReceiptRow } from '@kenh/contract';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { PagedTable } from '../../../platform/pages';
import { useReceiptList } from '../api/stock';
import { useWarehouseTexts } from '../locales';
import { receiptPath } from '../paths';

const PAGE_SIZE = 10;

/** A warehouse's receipts, newest first (its page's tab). */
export function ReceiptTable({ warehouseId }: { warehouseId: number }) {
  const texts = useWarehouseTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const [page, setPage] = useState(0);
  const receipts = useReceiptList({ warehouse_id: warehouseId, page, page_size: PAGE_SIZE });
  return (
    <PagedTable<ReceiptRow>
      result={receipts}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      rowKey="id"
      emptyText={texts.receipt.empty}
      columns={[
        {
          key: 'code',
          title: texts.receipt.code,
          render: (_, r) => <Link to={localePath(receiptPath(r.id))}>{r.code}</Link>,
        },
        { key: 'kind', title: texts.receipt.kind, render: (_, r) => RECEIPT_KIND_LABELS[r.kind][locale] },
        { key: 'lines', title: texts.receipt.lineCount, dataIndex: 'line_count' },
        { key: 'by', title: texts.receipt.createdBy, render: (_, r) => r.created_by_name ?? '' },
        { key: 'at', title: texts.receipt.createdAt, render: (_, r) => formatDateTime(r.created_at) },
      ]}
    />
  );
}
