import type { Key, ReactNode } from 'react';
import { Card, Checkbox, Flex, Typography } from 'antd';
import type { ListColumn } from './list-columns';
import { RowActionsMenu, type RowAction } from './RowActionsMenu';

/** Phone layout of a list: one card per row, the visible columns as label/value lines. */
export function ListCards<T>({
  rows,
  rowKey,
  cardTitle,
  columns,
  rowActions,
  selected,
  onSelect,
}: {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  cardTitle: (row: T) => ReactNode;
  columns: readonly ListColumn<T>[];
  rowActions?: readonly RowAction<T>[];
  /** Present when the list has bulk actions. */
  selected?: readonly Key[];
  onSelect?: (key: Key, checked: boolean) => void;
}) {
  return (
    <Flex vertical gap={8} data-testid="list-cards">
      {rows.map((row) => {
        const key = rowKey(row);
        return (
          <Card
            key={key}
            size="small"
            title={
              <Flex gap={8} align="center">
                {selected && onSelect && (
                  <Checkbox
                    aria-label={String(key)}
                    checked={selected.includes(key)}
                    onChange={(e) => onSelect(key, e.target.checked)}
                  />
                )}
                <span style={{ whiteSpace: 'normal' }}>{cardTitle(row)}</span>
              </Flex>
            }
            extra={rowActions ? <RowActionsMenu row={row} actions={rowActions} /> : undefined}
          >
            <Flex vertical gap={2}>
              {columns
                .filter((c) => c.inCard !== false)
                .map((c) => ({ column: c, value: c.render(row) }))
                // An empty value makes a bare label on a phone: leave the line out.
                .filter(({ value }) => value !== '' && value !== null && value !== undefined)
                .map(({ column, value }) => (
                  <Flex key={column.key} gap={8} justify="space-between">
                    {/* A label breaks between words only (Ant Design's text breaks anywhere, which
                        turned "Kho" beside a long warehouse name into "Kh / o"); a long value wraps. */}
                    <Typography.Text
                      type="secondary"
                      style={{ flex: 'none', maxWidth: '45%', wordBreak: 'normal' }}
                    >
                      {column.title}
                    </Typography.Text>
                    <span style={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{value}</span>
                  </Flex>
                ))}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
