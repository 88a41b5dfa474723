import type { ReactNode } from 'react';
import { Flex, Table, Typography } from 'antd';
import { useIsMobile } from '../layout';
import { usePagesTexts } from './texts';

/** One changed field of a history entry, labelled and with its values as the page shows them. */
export interface HistoryChange {
  field: string;
  label: string;
  from: ReactNode;
  to: ReactNode;
}

/**
 * The changed fields of one history entry: a field / old / new table on a wide screen; on a phone,
 * where three columns leave the new value off screen, each field with "old → new" beneath it. A
 * record's first entry (`created`: nothing before it) shows the values alone.
 */
export function HistoryChanges({
  changes,
  created,
}: {
  changes: readonly HistoryChange[];
  created: boolean;
}) {
  const texts = usePagesTexts();
  if (useIsMobile())
    return (
      <Flex vertical gap={8} data-testid="history-changes">
        {changes.map((c) => (
          <div key={c.field}>
            <Typography.Text type="secondary">{c.label}</Typography.Text>
            <div>
              {created ? (
                c.to
              ) : (
                <>
                  {c.from} → {c.to}
                </>
              )}
            </div>
          </div>
        ))}
      </Flex>
    );
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={[...changes]}
      columns={[
        { key: 'field', title: texts.history.field, render: (_, c) => c.label },
        ...(created
          ? []
          : [{ key: 'from', title: texts.history.from, render: (_: unknown, c: HistoryChange) => c.from }]),
        { key: 'to', title: created ? texts.history.value : texts.history.to, render: (_, c) => c.to },
      ]}
      scroll={{ x: 'max-content' }}
    />
  );
}
