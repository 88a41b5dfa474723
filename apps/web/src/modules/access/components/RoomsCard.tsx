import { Button, Card, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_TYPES, type AccountType, type Room } from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { useLocalePath, useSystemKeyName } from '../../../platform/layout';
import { deleteRowAction, PagedTable } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useCreateRoom, useDeleteRoom, useRooms } from '../api/access';
import { useAccessTexts } from '../locales';
import { roomPath } from '../paths';
import { AccountPicker } from './AccountPicker';

/** Rooms of every account system, with "add room" (owner and first members in one call). */
export function RoomsCard() {
  const texts = useAccessTexts();
  const systemName = useSystemKeyName();
  const localePath = useLocalePath();
  const canManage = usePermission('role.manage');
  const [page, setPage] = useState(0);
  const rooms = useRooms({ page, page_size: 10 });
  const remove = useDeleteRoom();
  const create = useCreateRoom();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [system, setSystem] = useState<AccountType>('AD');
  const [owner, setOwner] = useState<number | undefined>();
  const [members, setMembers] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    setErrors({});
    try {
      await create.mutateAsync({ name, system_key: system, owner_id: owner ?? null, account_ids: members });
      toast.success(texts.common.saved);
      setOpen(false);
      setName('');
      setOwner(undefined);
      setMembers([]);
    } catch (error) {
      if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      toast.failure(error);
    }
  };

  return (
    <Card
      size="small"
      title={texts.functions.rooms}
      style={{ marginTop: 16 }}
      extra={
        canManage && (
          <Button type="primary" onClick={() => setOpen(true)}>
            {texts.functions.createRoom}
          </Button>
        )
      }
    >
      <PagedTable<Room>
        result={rooms}
        page={page}
        pageSize={10}
        onPage={setPage}
        rowKey="id"
        emptyText={texts.common.empty}
        rowActions={[
          deleteRowAction<Room>({
            kind: texts.room.deleteKind,
            nameOf: (r) => r.name,
            remove: (r) => remove.mutateAsync(r.id),
            done: texts.common.saved,
            visible: () => canManage,
          }),
        ]}
        columns={[
          {
            key: 'name',
            title: texts.common.name,
            render: (_, r) => <Link to={localePath(roomPath(r.id))}>{r.name}</Link>,
          },
          { key: 'system', title: texts.common.system, render: (_, r) => systemName(r.system_key) },
          { key: 'members', title: texts.common.members, render: (_, r) => r.member_count, width: 110 },
        ]}
      />
      <Modal
        open={open}
        title={texts.functions.createRoom}
        okText={texts.common.save}
        cancelText={texts.common.cancel}
        confirmLoading={create.isPending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label={texts.common.name}
            required
            validateStatus={errors.name ? 'error' : undefined}
            help={errors.name}
          >
            <Input
              aria-label={texts.common.name}
              value={name}
              maxLength={255}
              onChange={(e) => setName(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={texts.functions.roomSystem}>
            <Select
              aria-label={texts.functions.roomSystem}
              value={system}
              onChange={setSystem}
              options={ACCOUNT_TYPES.map((k) => ({ value: k, label: `${k} · ${systemName(k)}` }))}
            />
          </Form.Item>
          <Form.Item
            label={texts.functions.owner}
            validateStatus={errors.owner_id ? 'error' : undefined}
            help={errors.owner_id}
          >
            <AccountPicker
              label={texts.functions.owner}
              value={owner}
              onChange={(v) => setOwner(typeof v === 'number' ? v : undefined)}
            />
          </Form.Item>
          <Form.Item
            label={texts.functions.firstMembers}
            validateStatus={errors.account_ids ? 'error' : undefined}
            help={errors.account_ids}
          >
            <AccountPicker
              multiple
              label={texts.functions.firstMembers}
              value={members}
              onChange={(v) => setMembers(Array.isArray(v) ? v : [])}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
