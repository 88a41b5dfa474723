import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { usePagesTexts } from './texts';

export interface RowAction<T> {
  key: string;
  label: string;
  onClick: (row: T) => void;
  /** Red text in the menu (delete, deactivate). */
  danger?: boolean;
  /** Whether the row offers it (default: always). */
  visible?: (row: T) => boolean;
}

/** A row's actions behind one compact "…" button, instead of a row of (red) buttons on every line. */
export function RowActionsMenu<T>({ row, actions }: { row: T; actions: readonly RowAction<T>[] }) {
  const texts = usePagesTexts();
  const offered = actions.filter((a) => a.visible?.(row) ?? true);
  if (offered.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: offered.map((a) => ({ key: a.key, label: a.label, danger: a.danger })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          offered.find((a) => a.key === key)?.onClick(row);
        },
      }}
    >
      <Button
        type="text"
        size="small"
        aria-label={texts.list.more}
        icon={<MoreOutlined />}
        onClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
