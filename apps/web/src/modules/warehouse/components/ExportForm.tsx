import type { ReactNode } from 'react';
import { Row } from 'antd';
import { useNavigate } from 'react-router';
import { exportReceiptInput } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm, type Crumb } from '../../../platform/pages';
import { usePostExport } from '../api/receipts';
import { useWarehouseTexts } from '../locales';
import { warehousePaths } from '../paths';
import type { LotFormValues } from './lot-form';
import { LotLinesEditor } from './LotLinesEditor';
import { NoteField, WarehouseField } from './ReceiptHeaderFields';
import { useOpenPosted } from './use-open-posted';

/**
 * The goods-out form: the warehouse (fixed when shipping an order: it holds the order's stock), the
 * order's summary if any, and the lines by lot. Posting with `order_id` ships the order.
 */
export function ExportForm({
  title,
  crumbs,
  defaults,
  warehouseFixed,
  summary,
}: {
  title: string;
  crumbs: Crumb[];
  defaults: LotFormValues;
  warehouseFixed: boolean;
  summary?: ReactNode;
}) {
  const texts = useWarehouseTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const post = usePostExport();
  const openPosted = useOpenPosted();
  const form = useContractForm<typeof exportReceiptInput, LotFormValues>(exportReceiptInput, defaults);
  return (
    <FormPage
      title={title}
      breadcrumbs={crumbs}
      form={form}
      wide
      submitLabel={texts.exportForm.submit}
      onSubmit={async (body) => openPosted(await post.mutateAsync(body))}
      onCancel={() =>
        void navigate(localePath(defaults.order_id ? warehousePaths.cartList : warehousePaths.receipts))
      }
    >
      <Row gutter={16}>
        <WarehouseField control={form.control} name="warehouse_id" disabled={warehouseFixed} />
        <NoteField control={form.control} name="note" />
      </Row>
      {summary}
      <LotLinesEditor form={form} />
    </FormPage>
  );
}
