import { useState, type ReactNode } from 'react';
import { Button, Drawer, Flex, Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RowActionsMenu } from '../../../platform/pages';
import { usePartnerTexts } from '../locales';

interface StandardRow {
  id: number;
  code: string;
  name: string;
  is_active: boolean;
}

interface Props<T extends StandardRow> {
  open: boolean;
  onClose: () => void;
  title: string;
  rows: T[] | undefined;
  loading: boolean;
  /** Columns between the name and the status. */
  columns: ColumnsType<T>;
  canManage: boolean;
  /** The create (null) or edit form; `done` closes it. */
  renderForm: (standard: T | null, done: () => void) => ReactNode;
  onDelete?: (standard: T) => void;
}

/** A catalogue of standards beside its list page: the table, then add / edit in a dialog. */
export function StandardsDrawer<T extends StandardRow>(props: Props<T>) {
  const texts = usePartnerTexts();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const { onDelete } = props;
  return (
    <Drawer open={props.open} onClose={props.onClose} title={props.title} size="large" destroyOnHidden>
      {props.canManage && (
        <Flex justify="end" style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setEditing(null)}>
            {texts.standards.add}
          </Button>
        </Flex>
      )}
      <Table<T>
        rowKey="id"
        size="small"
        pagination={false}
        loading={props.loading}
        dataSource={props.rows ?? []}
        locale={{ emptyText: texts.standards.empty }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'code', title: texts.standards.code, render: (_, s) => s.code },
          { key: 'name', title: texts.standards.name, render: (_, s) => s.name },
          ...props.columns,
          {
            key: 'active',
            title: texts.fields.status,
            render: (_, s) =>
              s.is_active ? (
                <Tag color="green">{texts.standards.active}</Tag>
              ) : (
                <Tag>{texts.standards.inactive}</Tag>
              ),
          },
          ...(props.canManage
            ? [
                {
                  key: 'actions',
                  title: '',
                  width: 56,
                  render: (_: unknown, s: T) => (
                    <RowActionsMenu
                      row={s}
                      actions={[
                        { key: 'edit', label: texts.standards.edit, onClick: () => setEditing(s) },
                        ...(onDelete
                          ? [
                              {
                                key: 'delete',
                                label: texts.standards.delete,
                                danger: true,
                                onClick: () => onDelete(s),
                              },
                            ]
                          : []),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== undefined}
        title={editing ? texts.standards.edit : texts.standards.add}
        footer={null}
        destroyOnHidden
        width={760}
        onCancel={() => setEditing(undefined)}
      >
        {editing !== undefined && props.renderForm(editing, () => setEditing(undefined))}
      </Modal>
    </Drawer>
  );
}
