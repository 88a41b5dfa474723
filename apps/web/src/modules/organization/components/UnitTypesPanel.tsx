import { useState } from 'react';
import { Button, Card, Form, Modal, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useForm, type Resolver } from 'react-hook-form';
import { orgUnitTypeBody, type OrgUnitType, type OrgUnitTypeBody } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError, contractResolver } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormTextInput } from '../../../platform/inputs';
import { RowActionsMenu } from '../../../platform/pages';
import { Can, usePermission } from '../../../platform/session';
import { useOrgUnitTypes, useSaveOrgUnitType } from '../api/org-units';
import { useOrgTexts } from '../locales';
import { useDeleteRecord } from './use-delete-record';

const resolver: Resolver<OrgUnitTypeBody> = contractResolver(orgUnitTypeBody);

function TypeDialog({ type, onClose }: { type: OrgUnitType | null; onClose: () => void }) {
  const texts = useOrgTexts();
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
      title={type ? texts.unitType.editTitle : texts.unitType.create}
      onCancel={onClose}
      okText={texts.common.save}
      cancelText={texts.common.cancel}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.unitType.title}>
        <Form layout="vertical" component={false} requiredMark={false}>
          <FormTextInput
            name="code"
            control={control}
            label={texts.unitType.code}
            id="unit-type-code"
            maxLength={20}
          />
          <FormTextInput name="name" control={control} label={texts.unitType.name} id="unit-type-name" />
        </Form>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

/** Unit types (Khối, Phòng, Ban…): list with unit counts; add, edit, delete with `organizationtypestaff.manage`. */
export function UnitTypesPanel() {
  const texts = useOrgTexts();
  const types = useOrgUnitTypes();
  const canManage = usePermission('organizationtypestaff.manage');
  const remove = useDeleteRecord();
  const [editing, setEditing] = useState<OrgUnitType | null | undefined>(undefined);
  const columns: TableColumnsType<OrgUnitType> = [
    { key: 'code', title: texts.unitType.code, dataIndex: 'code', width: 140 },
    { key: 'name', title: texts.unitType.name, dataIndex: 'name' },
    { key: 'count', title: texts.unitType.unitCount, dataIndex: 'unit_count', width: 120 },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: '',
            width: 56,
            render: (_: unknown, row: OrgUnitType) => (
              <RowActionsMenu
                row={row}
                actions={[
                  { key: 'edit', label: texts.common.edit, onClick: setEditing },
                  {
                    key: 'delete',
                    label: texts.common.delete,
                    danger: true,
                    onClick: (type) => void remove.unitType(type),
                  },
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title={texts.unitType.title}
      extra={
        <Can permission="organizationtypestaff.manage">
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {texts.unitType.create}
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
        locale={{ emptyText: types.isError ? types.error.message : texts.common.empty }}
      />
      {editing !== undefined && <TypeDialog type={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
