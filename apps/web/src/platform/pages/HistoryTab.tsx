import { useState, type ReactNode } from 'react';
import { Empty, Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import { formatDateTime, platformApi, type HistoryEntry } from '@kenh/contract';
import { useEndpointQuery } from '../api/endpoint-query';
import { HistoryChanges } from './HistoryChanges';
import { historyValueText, labelledValue } from './history-values';
import { ItemList } from './ItemList';
import type { PagesMessages } from './locales';
import { usePagesTexts } from './texts';

const HISTORY_PAGE_SIZE = 10;

/** The changes every audited kind has, which the kit labels itself. */
export type KitHistoryAction = keyof PagesMessages['history']['actions'];

export interface HistorySource<A extends string = string> {
  /** The audited record kind (`area`, `staff`). */
  entity: string;
  id: number | string;
  /** Labels of the audited fields in the page's language; unknown fields show their name. */
  fieldLabels: Readonly<Record<string, string>>;
  /**
   * A field's value as the page shows it (a region's label, a status tag), when not plain. Fields
   * holding another record's id need nothing here: the history call names those records.
   */
  formatValue?: (field: string, value: unknown) => ReactNode | undefined;
  /**
   * Labels of the values of the record's enum fields (`status: { active: 'Đang làm việc' }`); a
   * value without a label shows as it is.
   */
  valueLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Labels of the record kind's own actions (`submit`, `add_attachment`) in the page's language,
   * typed by the page's action names; they win over the kit's labels. An unknown action shows its name.
   */
  actionLabels?: Readonly<Record<A, string>>;
}

/**
 * The changed fields in the order the page lists its labels (the form's order), fields it does not
 * label last: the trail stores them in the database's key order (shortest name first).
 */
function inLabelOrder<T>(
  changes: [string, T][],
  fieldLabels: Readonly<Record<string, string>>,
): [string, T][] {
  const order = Object.keys(fieldLabels);
  const rank = (field: string) => {
    const at = order.indexOf(field);
    return at < 0 ? order.length : at;
  };
  return [...changes].sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * "Lịch sử thay đổi": the record's audit trail from the generic history call — who, when, what
 * kind of change, and each changed field with its label, old and new value (newest first).
 */
export function HistoryTab<A extends string>({
  entity,
  id,
  fieldLabels,
  formatValue,
  valueLabels,
  actionLabels,
}: HistorySource<A>) {
  const texts = usePagesTexts();
  const [page, setPage] = useState(0);
  const history = useEndpointQuery(
    platformApi.history,
    {
      params: { entity, id: String(id) },
      query: { page, page_size: HISTORY_PAGE_SIZE },
    },
    // A save on the page's other tab wrote a new entry: read the trail afresh each time it opens.
    { refetchOnMount: 'always' },
  );
  if (history.isLoading) return <Skeleton active />;
  if (history.error) return <Empty description={history.error.message} />;
  const entries = history.data?.results ?? [];
  const labels: Readonly<Record<string, string | undefined>> = { ...texts.history.actions, ...actionLabels };
  const actionLabel = (action: string) => labels[action] ?? action;
  const names = history.data?.names ?? {};
  const value = (field: string, raw: unknown) =>
    formatValue?.(field, raw) ??
    historyValueText(
      labelledValue(field, raw, {
        names,
        valueLabels: valueLabels ?? {},
        active: { true: texts.history.active, false: texts.history.inactive },
      }),
      texts.history,
    );
  return (
    <Flex vertical gap={12}>
      <ItemList<HistoryEntry>
        items={entries}
        rowKey="id"
        emptyText={texts.history.empty}
        renderItem={(entry) => (
          <>
            <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
              <Tag>{actionLabel(entry.action)}</Tag>
              <Typography.Text strong>
                {entry.actor.fullname ?? entry.actor.username ?? texts.history.system}
              </Typography.Text>
              {entry.actor.fullname && entry.actor.username && (
                <Typography.Text type="secondary">{entry.actor.username}</Typography.Text>
              )}
              <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
            </Flex>
            <HistoryChanges
              created={entry.action === 'create'}
              changes={inLabelOrder(Object.entries(entry.diff), fieldLabels).map(([field, change]) => ({
                field,
                label: fieldLabels[field] ?? field,
                from: value(field, change.from),
                to: value(field, change.to),
              }))}
            />
          </>
        )}
      />
      {(history.data?.total ?? 0) > HISTORY_PAGE_SIZE && (
        <Flex justify="end">
          <Pagination
            size="small"
            current={page + 1}
            pageSize={HISTORY_PAGE_SIZE}
            total={history.data?.total ?? 0}
            onChange={(next) => setPage(next - 1)}
          />
        </Flex>
      )}
    </Flex>
  );
}
