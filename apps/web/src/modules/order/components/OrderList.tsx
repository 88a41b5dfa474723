import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  endpointUrl,
  formatDateTime,
  formatVnd,
  ORDER_EXPORT_PATH,
  ORDER_SORTS,
  ORDER_STATUS_LABELS,
  orderListQuery,
  orderStatuses,
  PRICE_SYSTEMS,
  type OrderRow,
  type OrderStatus,
  priceSystemLabel,
} from '@kenh/contract';
import { DateField, SelectField } from '../../../platform/inputs';
import { useLocale, useLocalePath } from '../../../platform/layout';
import {
  datedFileName,
  filterOf,
  ListPage,
  useUrlQuery,
  type ListColumn,
  type ListFilter,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useOrderList, type OrderListFilter } from '../api/order';
import { useOrderTexts } from '../locales';
import { orderCreatePath, orderPath, orderPaths, type OrderSurface } from '../paths';
import { OrderStatusTag } from './OrderStatusTag';
import { PhoneTitle } from './PhoneTitle';

/** Which orders a list shows: all, those going out, or those waiting for the user's decision. */
export type OrderListKind = 'all' | 'exports' | 'pending';

/** The statuses of orders going out (approved and not yet delivered). */
const GOING_OUT: OrderStatus[] = ['approved', 'shipping'];

/**
 * The order lists (/order/export, /order/export/exports, /m-order/export, /m-order/export/pending):
 * filters in the address, the kit's table on wide screens and its cards on phones; a row opens the
 * order on the same surface.
 */
export function OrderList({ surface, kind }: { surface: OrderSurface; kind: OrderListKind }) {
  const texts = useOrderTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canOrder = usePermission(['exporttodistributororder', 'order.manage']);
  const url = useUrlQuery(orderListQuery);
  const fixed: OrderListFilter =
    kind === 'exports' ? { statuses: GOING_OUT } : kind === 'pending' ? { awaiting_me: true } : {};
  const orders = useOrderList({ ...url.query, ...fixed });
  const { status, system, from, to, sort } = url.query;
  const title =
    kind === 'exports'
      ? texts.list.exportsTitle
      : kind === 'pending'
        ? texts.list.pendingTitle
        : texts.list.title;
  const home = surface === 'phone' ? orderPaths.phoneHome : orderPaths.home;
  const open = (row: OrderRow) => void navigate(localePath(orderPath(row.id, surface)));
  const codeLink = (row: OrderRow) => <Link to={localePath(orderPath(row.id, surface))}>{row.code}</Link>;

  const columns: ListColumn<OrderRow>[] = [
    {
      key: 'code',
      title: texts.fields.code,
      alwaysVisible: true,
      inCard: false,
      noWrap: true,
      render: codeLink,
    },
    { key: 'status', title: texts.fields.status, render: (r) => <OrderStatusTag status={r.status} /> },
    {
      key: 'orderer',
      title: texts.fields.orderer,
      render: (r) => `${r.account_name} (${priceSystemLabel(r.account_system, locale)})`,
    },
    { key: 'seller', title: texts.fields.seller, render: (r) => r.seller_name ?? texts.company },
    { key: 'waiting', title: texts.fields.waitingStep, render: (r) => r.waiting_step_name ?? '' },
    { key: 'lines', title: texts.fields.lineCount, render: (r) => r.line_count },
    { key: 'total', title: texts.fields.total, noWrap: true, render: (r) => formatVnd(r.total) },
    {
      key: 'created',
      title: texts.fields.createdAt,
      noWrap: true,
      render: (r) => formatDateTime(r.created_at),
    },
  ];

  const filters: ListFilter[] = [
    ...(kind === 'all'
      ? [
          {
            key: 'status',
            label: texts.fields.status,
            active: status !== undefined,
            control: (
              <SelectField<string>
                aria-label={texts.fields.status}
                placeholder={texts.list.allStatuses}
                allowClear
                searchable={false}
                showSuccess={false}
                value={status ?? null}
                style={{ width: '100%', minWidth: 160 }}
                options={orderStatuses.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s][locale] }))}
                onChange={(value) => url.set({ status: typeof value === 'string' ? value : null })}
              />
            ),
          },
        ]
      : []),
    {
      key: 'system',
      label: texts.fields.system,
      active: system !== undefined,
      control: (
        <SelectField<string>
          aria-label={texts.fields.system}
          placeholder={texts.list.allSystems}
          allowClear
          searchable={false}
          showSuccess={false}
          value={system ?? null}
          style={{ width: '100%', minWidth: 160 }}
          options={PRICE_SYSTEMS.map((s) => ({ value: s, label: priceSystemLabel(s, locale) }))}
          onChange={(value) => url.set({ system: typeof value === 'string' ? value : null })}
        />
      ),
    },
    {
      key: 'from',
      label: texts.list.from,
      active: from !== undefined,
      control: (
        <DateField
          aria-label={texts.list.from}
          placeholder={texts.list.from}
          value={from ?? null}
          max={to}
          onChange={(value) => url.set({ from: value })}
        />
      ),
    },
    {
      key: 'to',
      label: texts.list.to,
      active: to !== undefined,
      control: (
        <DateField
          aria-label={texts.list.to}
          placeholder={texts.list.to}
          value={to ?? null}
          min={from}
          onChange={(value) => url.set({ to: value })}
        />
      ),
    },
    {
      key: 'sort',
      label: texts.list.sort,
      active: sort !== 'newest',
      control: (
        <SelectField<string>
          aria-label={texts.list.sort}
          searchable={false}
          showSuccess={false}
          value={sort}
          style={{ width: '100%', minWidth: 160 }}
          options={ORDER_SORTS.map((s) => ({ value: s, label: texts.list.sorts[s] }))}
          onChange={(value) =>
            url.set({ sort: typeof value === 'string' && value !== 'newest' ? value : null })
          }
        />
      ),
    },
  ];

  return (
    <>
      <PhoneTitle surface={surface} title={title} back={home} backLabel={texts.home.title} />
      <ListPage
        listId={`order.${kind}`}
        title={title}
        breadcrumbs={[{ label: texts.home.title, to: home }]}
        url={url}
        result={orders}
        columns={columns}
        rowKey={(r) => r.id}
        cardTitle={(r) => (
          <>
            {codeLink(r)} · {r.account_name}
          </>
        )}
        searchPlaceholder={texts.list.search}
        filters={filters}
        rowActions={[{ key: 'open', label: texts.list.open, onClick: open }]}
        exporter={{
          path: endpointUrl(ORDER_EXPORT_PATH, undefined, filterOf({ ...url.query, ...fixed })),
          fileName: datedFileName('don-hang', 'xlsx'),
        }}
        emptyText={texts.list.empty}
        actions={
          canOrder &&
          kind === 'all' && (
            <Button type="primary" onClick={() => void navigate(localePath(orderCreatePath(surface)))}>
              {texts.list.create}
            </Button>
          )
        }
      />
    </>
  );
}
