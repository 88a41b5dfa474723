import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatDateTime,
  PRICE_SCOPE_LEVELS,
  PRICE_SYSTEM_LABELS,
  PRICE_SYSTEMS,
  priceListListBody,
  type PriceListStatus,
  type PriceListSummary,
} from '@kenh/contract';
import { useLocale, useLocalePath } from '../../../platform/layout';
import {
  datedFileName,
  filterOf,
  ListPage,
  selectFilter,
  useUrlQuery,
  type Crumb,
  type ListColumn,
} from '../../../platform/pages';
import { priceListsExportUrl, usePriceLists } from '../api/price-lists';
import { usePriceListTexts } from '../locales';
import { PriceListStatusTag } from './PriceListStatusTag';

/**
 * One list of price lists (the manager's, the pending ones, the history): filters by status,
 * system and scope and the search live in the address; `stage` narrows it to a screen's lists.
 * "Xuất Excel" writes every price of the lists these filters match.
 */
export function PriceListList({
  listId,
  title,
  breadcrumbs,
  stage,
  statuses,
  detailPath,
  actions,
  summary,
  emptyText,
}: {
  listId: string;
  title: string;
  breadcrumbs?: readonly Crumb[];
  stage?: 'working' | 'history';
  /** The statuses this screen can show (the status filter's options). */
  statuses: readonly PriceListStatus[];
  detailPath: (id: number) => string;
  actions?: ReactNode;
  summary?: ReactNode;
  emptyText: string;
}) {
  const texts = usePriceListTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const url = useUrlQuery(priceListListBody);
  const lists = usePriceLists({ ...url.query, ...(stage ? { stage } : {}) });
  const exporter = {
    path: priceListsExportUrl({ ...filterOf(url.query), ...(stage ? { stage } : {}) }),
    fileName: datedFileName(texts.manager.exportName, 'xlsx'),
  };
  const link = (r: PriceListSummary) => (
    <Link to={localePath(detailPath(r.id))}>{`${r.code} · ${r.name}`}</Link>
  );

  const columns: ListColumn<PriceListSummary>[] = [
    { key: 'name', title: texts.fields.name, alwaysVisible: true, inCard: false, render: link },
    {
      key: 'system',
      title: texts.fields.system,
      render: (r) => PRICE_SYSTEM_LABELS[r.system][locale],
    },
    {
      key: 'scope',
      title: texts.fields.scope,
      render: (r) =>
        r.targets.length === 0
          ? texts.scopes[r.scope_level]
          : `${texts.scopes[r.scope_level]}: ${r.targets.map((t) => t.name).join(', ')}`,
    },
    {
      key: 'effective',
      title: texts.fields.effectiveFrom,
      noWrap: true,
      render: (r) => formatDateTime(r.effective_from),
    },
    { key: 'items', title: texts.fields.items, render: (r) => r.item_count },
    { key: 'revision', title: texts.fields.revision, render: (r) => r.revision },
    { key: 'author', title: texts.fields.author, render: (r) => r.created_by?.name ?? '' },
    {
      key: 'status',
      title: texts.fields.status,
      width: 140,
      render: (r) => <PriceListStatusTag status={r.status} />,
    },
  ];

  return (
    <ListPage
      listId={listId}
      title={title}
      {...(breadcrumbs ? { breadcrumbs } : {})}
      url={url}
      result={lists}
      columns={columns}
      rowKey={(r) => r.id}
      cardTitle={link}
      searchPlaceholder={texts.manager.search}
      emptyText={emptyText}
      exporter={exporter}
      actions={actions}
      summary={summary}
      filters={[
        selectFilter({
          url,
          field: 'status',
          value: url.query.status,
          label: texts.fields.status,
          placeholder: texts.manager.allStatuses,
          options: statuses.map((s) => ({ value: s, label: texts.statuses[s] })),
          searchable: false,
        }),
        selectFilter({
          url,
          field: 'system',
          value: url.query.system,
          label: texts.fields.system,
          placeholder: texts.manager.allSystems,
          options: PRICE_SYSTEMS.map((s) => ({ value: s, label: PRICE_SYSTEM_LABELS[s][locale] })),
          searchable: false,
        }),
        selectFilter({
          url,
          field: 'scope_level',
          value: url.query.scope_level,
          label: texts.fields.scope,
          placeholder: texts.manager.allScopes,
          options: PRICE_SCOPE_LEVELS.map((s) => ({ value: s, label: texts.scopes[s] })),
          searchable: false,
        }),
      ]}
    />
  );
}
