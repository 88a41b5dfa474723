import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { confirmDelete, deleteActionLabel, type DeleteRequest } from '../feedback';
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

/**
 * A row menu's red "Xóa": the product's one delete confirmation for that row, then the delete and
 * its toast (`confirmDelete`). `visible` as for any action (e.g. only for those who may delete).
 */
export function deleteRowAction<T>({
  kind,
  nameOf,
  remove,
  done,
  visible,
}: Pick<DeleteRequest, 'kind' | 'done'> & {
  nameOf: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  visible?: (row: T) => boolean;
}): RowAction<T> {
  return {
    key: 'delete',
    label: deleteActionLabel(),
    danger: true,
    ...(visible ? { visible } : {}),
    onClick: (row) => void confirmDelete({ kind, name: nameOf(row), remove: () => remove(row), done }),
  };
}
