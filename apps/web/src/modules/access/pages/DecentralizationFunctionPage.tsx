import { Alert, Button, Card, Form, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { toast } from '../../../platform/feedback';
import { useSystemKeyName } from '../../../platform/layout';
import { PageHeader } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import {
  usePermissionCatalogue,
  useRooms,
  useSaveSubjectGrant,
  useSubjectGrant,
  type GrantSubject,
} from '../api/access';
import { AccountPicker } from '../components/AccountPicker';
import { PermissionGrid } from '../components/PermissionGrid';
import { grantOf, gridOf, type GridState } from '../components/permission-grid-state';
import { RoomsCard } from '../components/RoomsCard';
import { useAccessTexts } from '../locales';
import { accessPaths } from '../paths';

/** The grid of one subject, loaded afresh whenever the subject changes. */
function SubjectGrid({ subject }: { subject: GrantSubject }) {
  const texts = useAccessTexts();
  const catalogue = usePermissionCatalogue();
  const grant = useSubjectGrant(subject);
  const save = useSaveSubjectGrant();
  const canManage = usePermission('role.manage');
  const [edited, setEdited] = useState<GridState | undefined>();
  if (grant.error) return <Alert type="error" showIcon title={grant.error.message} />;
  if (!grant.data || !catalogue.data) return null;
  const value = edited ?? gridOf(grant.data);
  return (
    <>
      <PermissionGrid catalogue={catalogue.data} value={value} onChange={setEdited} disabled={!canManage} />
      {canManage && (
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          loading={save.isPending}
          onClick={() =>
            void save.mutateAsync({ subject, grant: grantOf(value) }).then(
              () => {
                setEdited(undefined);
                toast.success(texts.common.saved);
              },
              (error: unknown) => toast.failure(error),
            )
          }
        >
          {texts.common.save}
        </Button>
      )}
    </>
  );
}

/** /settings/decentralization-function: permissions granted straight to one account or one room. */
export function DecentralizationFunctionPage() {
  const texts = useAccessTexts();
  const systemName = useSystemKeyName();
  const [mode, setMode] = useState<'account' | 'room'>('account');
  const [accountId, setAccountId] = useState<number | undefined>();
  const [roomId, setRoomId] = useState<number | undefined>();
  const rooms = useRooms({ page: 0, page_size: 100 });
  const subject: GrantSubject | undefined =
    mode === 'account'
      ? accountId === undefined
        ? undefined
        : { account_id: accountId }
      : roomId === undefined
        ? undefined
        : { room_id: roomId };
  return (
    <>
      <PageHeader
        title={texts.functions.title}
        breadcrumbs={[{ label: texts.index.title, to: accessPaths.settings }]}
      />
      <Card size="small">
        <Form layout="vertical">
          <Space wrap align="end">
            <Form.Item label={texts.functions.subject} style={{ marginBottom: 8 }}>
              <Segmented
                value={mode}
                onChange={(v) => setMode(v === 'room' ? 'room' : 'account')}
                options={[
                  { value: 'account', label: texts.functions.toAccount },
                  { value: 'room', label: texts.functions.toRoom },
                ]}
              />
            </Form.Item>
            <Form.Item
              label={mode === 'account' ? texts.common.account : texts.functions.chooseRoom}
              style={{ marginBottom: 8, minWidth: 280 }}
            >
              {mode === 'account' ? (
                <AccountPicker
                  value={accountId}
                  onChange={(v) => setAccountId(typeof v === 'number' ? v : undefined)}
                />
              ) : (
                <Select
                  aria-label={texts.functions.chooseRoom}
                  showSearch
                  allowClear
                  optionFilterProp="label"
                  value={roomId}
                  onChange={(v: number | undefined) => setRoomId(v)}
                  options={(rooms.data?.results ?? []).map((r) => ({
                    value: r.id,
                    label: `${r.name} · ${systemName(r.system_key)}`,
                  }))}
                />
              )}
            </Form.Item>
          </Space>
        </Form>
        {subject ? (
          <SubjectGrid key={JSON.stringify(subject)} subject={subject} />
        ) : (
          <p style={{ color: '#8c8c8c' }}>{texts.functions.pickFirst}</p>
        )}
      </Card>
      <RoomsCard />
    </>
  );
}
