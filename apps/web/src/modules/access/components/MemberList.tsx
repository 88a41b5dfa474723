import { Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { type AccessAccount, type Page } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useSystemKeyName } from '../../../platform/layout';
import { fill, PagedTable } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useAccessTexts } from '../locales';
import { AccountPicker } from './AccountPicker';

export interface MemberListProps {
  title: string;
  page: number;
  onPage: (page: number) => void;
  members: { data: Page<AccessAccount> | undefined; isLoading: boolean };
  add: (ids: number[]) => Promise<unknown>;
  remove: (ids: number[]) => Promise<unknown>;
  /** The owner of a room: tagged, and not removable. */
  ownerId?: number | null;
  /** Candidate accounts (a room's); the account search when left out. */
  picker?: (value: number[], onChange: (ids: number[]) => void) => React.ReactNode;
}

/** Members of a group or room: paged table, add several at once, remove one after a confirmation. */
export function MemberList({ title, page, onPage, members, add, remove, ownerId, picker }: MemberListProps) {
  const texts = useAccessTexts();
  const systemName = useSystemKeyName();
  const canManage = usePermission('role.manage');
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      toast.success(texts.common.saved);
    } catch (error) {
      toast.failure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={title} style={{ marginTop: 16 }}>
      {canManage && (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <div style={{ flex: 1 }}>
            {picker ? (
              picker(chosen, setChosen)
            ) : (
              <AccountPicker
                multiple
                value={chosen}
                onChange={(v) => setChosen(Array.isArray(v) ? v : v === undefined ? [] : [v])}
              />
            )}
          </div>
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={busy}
            onClick={() =>
              void run(async () => {
                await add(chosen);
                setChosen([]);
              })
            }
          >
            {texts.common.add}
          </Button>
        </Space.Compact>
      )}
      <PagedTable<AccessAccount>
        result={members}
        page={page}
        pageSize={20}
        onPage={onPage}
        rowKey="id"
        emptyText={texts.common.empty}
        rowActions={[
          {
            key: 'remove',
            label: texts.common.remove,
            danger: true,
            // The owner stays: a room always has one.
            visible: (a) => canManage && a.id !== ownerId,
            onClick: (a) =>
              void confirm({
                title: fill(texts.room.removeConfirm, { name: a.fullname }),
                danger: true,
              }).then(async (ok) => {
                if (ok) await run(() => remove([a.id]));
              }),
          },
        ]}
        columns={[
          {
            key: 'fullname',
            title: texts.common.account,
            render: (_, a) => (
              <Space wrap>
                {a.fullname}
                <span style={{ color: '#8c8c8c' }}>{a.username}</span>
                {a.id === ownerId && <Tag color="gold">{texts.room.ownerTag}</Tag>}
              </Space>
            ),
          },
          {
            key: 'system',
            title: texts.common.system,
            render: (_, a) => systemName(a.system_key),
            width: 160,
          },
        ]}
      />
    </Card>
  );
}
