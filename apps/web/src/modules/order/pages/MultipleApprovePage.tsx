import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatDateTime,
  formatVnd,
  orderListQuery,
  type OrderManyResult,
  type OrderRow,
  priceSystemLabel,
} from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { fill, ListPage, useUrlQuery, type ListColumn } from '../../../platform/pages';
import { useChangeManyOrders, useOrderList } from '../api/order';
import { ManyResults } from '../components/ManyResults';
import { ReasonDialog } from '../components/ReasonDialog';
import { useOrderTexts } from '../locales';
import { orderPath, orderPaths } from '../paths';

/**
 * /order/export/multiple-approve: the orders waiting for the user's decision, ticked and approved
 * or rejected (with one reason) together; the server checks each on its own and the page shows
 * what happened to every order.
 */
export function MultipleApprovePage() {
  const texts = useOrderTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const url = useUrlQuery(orderListQuery);
  const orders = useOrderList({ ...url.query, awaiting_me: true });
  const many = useChangeManyOrders();
  const [result, setResult] = useState<OrderManyResult>();
  const [rejecting, setRejecting] = useState<OrderRow[]>();

  const run = (rows: OrderRow[], action: 'approve' | 'reject', reason?: string) =>
    many.mutate(
      { ids: rows.map((r) => r.id), action, ...(reason ? { reason } : {}) },
      {
        onSuccess: (done) => {
          setRejecting(undefined);
          setResult(done);
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const approve = async (rows: OrderRow[]) => {
    const ok = await confirm({
      title: texts.many.title,
      content: fill(texts.many.confirmApprove, { n: rows.length }),
      okText: texts.many.approve,
    });
    if (ok) run(rows, 'approve');
  };

  const columns: ListColumn<OrderRow>[] = [
    {
      key: 'code',
      title: texts.fields.code,
      alwaysVisible: true,
      inCard: false,
      noWrap: true,
      render: (r) => <Link to={localePath(orderPath(r.id))}>{r.code}</Link>,
    },
    {
      key: 'orderer',
      title: texts.fields.orderer,
      render: (r) => `${r.account_name} (${priceSystemLabel(r.account_system, locale)})`,
    },
    { key: 'waiting', title: texts.fields.waitingStep, render: (r) => r.waiting_step_name ?? '' },
    { key: 'total', title: texts.fields.total, noWrap: true, render: (r) => formatVnd(r.total) },
    {
      key: 'submitted',
      title: texts.fields.submittedAt,
      noWrap: true,
      render: (r) => formatDateTime(r.submitted_at),
    },
  ];

  return (
    <>
      <ListPage
        listId="order.multiple-approve"
        title={texts.many.title}
        breadcrumbs={[{ label: texts.home.title, to: orderPaths.home }]}
        url={url}
        result={orders}
        columns={columns}
        rowKey={(r) => r.id}
        cardTitle={(r) => (
          <>
            <Link to={localePath(orderPath(r.id))}>{r.code}</Link> · {r.account_name}
          </>
        )}
        searchPlaceholder={texts.list.search}
        summary={result && <ManyResults result={result} />}
        bulkActions={[
          { key: 'approve', label: texts.many.approve, run: (rows) => approve(rows) },
          { key: 'reject', label: texts.many.reject, danger: true, run: (rows) => setRejecting(rows) },
        ]}
        emptyText={texts.many.empty}
      />
      <ReasonDialog
        open={rejecting !== undefined}
        title={fill(texts.many.rejectTitle, { n: rejecting?.length ?? 0 })}
        okText={texts.many.reject}
        busy={many.isPending}
        onConfirm={(reason) => rejecting && run(rejecting, 'reject', reason)}
        onClose={() => setRejecting(undefined)}
      />
    </>
  );
}
