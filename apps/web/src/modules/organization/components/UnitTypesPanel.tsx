import { useState } from 'react';
import { Button, Card, Form, Modal, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useForm, type Resolver } from 'react-hook-form';
import { orgUnitTypeBody, type OrgUnitType, type OrgUnitTypeBody } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError, contractResolver } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormTextInput } from '../../../platform/inputs';
import { Can, usePermission } from '../../../platform/session';
import { useDeleteOrgUnitType, useOrgUnitTypes, useSaveOrgUnitType } from '../api/org-units';
import { useOrgText } from '../texts';
import { useDeleteAction } from '../use-delete-action';

const resolver: Resolver<OrgUnitTypeBody> = contractResolver(orgUnitTypeBody);

function TypeDialog({ type, onClose }: { type: OrgUnitType | null; onClose: () => void }) {
  const t = useOrgText();
  const messageText = useMessageText();
  const save = useSaveOrgUnitType(type?.id);
  const { control, handleSubmit, setError } = useForm<OrgUnitTypeBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: { code: type?.code ?? '', name: type?.name ?? '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(messageText(type ? 'organization.type_updated' : 'organization.type_created'));
      onClose();
    } catch (error) {
      const message = applyApiError(error, setError, ['code', 'name']);
      if (message) toast.error(message);
    }
  });
  return (
    <Modal
      open
      title={type ? t('unitType.editTitle') : t('unitType.create')}
      onCancel={onClose}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('unitType.title')}>
        <Form layout="vertical" component={false} requiredMark={false}>
          <FormTextInput
            name="code"
            control={control}
            label={t('unitType.code')}
            id="unit-type-code"
            maxLength={20}
          />
          <FormTextInput name="name" control={control} label={t('unitType.name')} id="unit-type-name" />
        </Form>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

/** Unit types (Khối, Phòng, Ban…): list with unit counts; add, edit, delete with `organizationtypestaff.manage`. */
export function UnitTypesPanel() {
  const t = useOrgText();
  const types = useOrgUnitTypes();
  const canManage = usePermission('organizationtypestaff.manage');
  const remove = useDeleteOrgUnitType();
  const deletion = useDeleteAction((id: number) => remove.mutateAsync(id), 'organization.type_deleted');
  const [editing, setEditing] = useState<OrgUnitType | null | undefined>(undefined);
  const columns: TableColumnsType<OrgUnitType> = [
    { key: 'code', title: t('unitType.code'), dataIndex: 'code', width: 140 },
    { key: 'name', title: t('unitType.name'), dataIndex: 'name' },
    { key: 'count', title: t('unitType.unitCount'), dataIndex: 'unit_count', width: 120 },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            width: 120,
            render: (_: unknown, row: OrgUnitType) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`${t('common.edit')}: ${row.name}`}
                  onClick={() => setEditing(row)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('common.delete')}: ${row.name}`}
                  onClick={() => void deletion.run(row.id, t('unitType.deleteContent', { name: row.name }))}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title={t('unitType.title')}
      extra={
        <Can permission="organizationtypestaff.manage">
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('unitType.create')}
          </Button>
        </Can>
      }
    >
      <Table<OrgUnitType>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={types.data ?? []}
        loading={types.isFetching}
        pagination={false}
        scroll={{ x: 480 }}
        locale={{ emptyText: types.isError ? types.error.message : t('common.empty') }}
      />
      {editing !== undefined && <TypeDialog type={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
