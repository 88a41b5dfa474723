import type { Key, ReactNode } from 'react';
import { Empty, Listy, Skeleton, theme } from 'antd';

export interface ItemListProps<T> {
  items: T[];
  rowKey: keyof T | ((item: T) => Key);
  renderItem: (item: T) => ReactNode;
  /** Shown instead of the rows when there are none. */
  emptyText: ReactNode;
  loading?: boolean;
  /** `small`: tighter rows, for a list inside a compact card. */
  size?: 'small' | 'middle';
}

/**
 * A plain list of records, one row each, separated by a line. Ant Design 6 deprecates `List`; its
 * successor `Listy` only lays rows out, so the kit adds the empty state, the loading skeleton and
 * the row spacing `List` had, and keeps it a list for assistive technology (and tests).
 */
export function ItemList<T>({
  items,
  rowKey,
  renderItem,
  emptyText,
  loading = false,
  size = 'middle',
}: ItemListProps<T>) {
  const { token } = theme.useToken();
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  const divider = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  return (
    <div role="list">
      <Listy<T>
        items={items}
        rowKey={rowKey}
        itemRender={(item, index) => (
          <div
            role="listitem"
            style={{
              paddingBlock: size === 'small' ? token.paddingXS : token.paddingSM,
              borderBlockEnd: index < items.length - 1 ? divider : undefined,
            }}
          >
            {renderItem(item)}
          </div>
        )}
      />
    </div>
  );
}
