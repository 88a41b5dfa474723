import { Alert, Button, Form, Select, Switch } from 'antd';
import { useState } from 'react';
import type { DataScopeRecord } from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { usePermission } from '../../../platform/session';
import { useAreaOptions, useDataScope, useSaveDataScope } from '../api/access';
import { useAccessTexts } from '../locales';
import { AccountPicker } from './AccountPicker';

function ScopeFields({ accountId, scope }: { accountId: number; scope: DataScopeRecord }) {
  const texts = useAccessTexts();
  const canManage = usePermission('role.manage');
  const areas = useAreaOptions();
  const save = useSaveDataScope(accountId);
  const [unrestricted, setUnrestricted] = useState(scope.unrestricted);
  const [areaIds, setAreaIds] = useState(scope.area_ids);
  const [zoneIds, setZoneIds] = useState(scope.zone_ids);
  const [accountIds, setAccountIds] = useState(scope.account_ids);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const zones = (areas.data ?? []).flatMap((a) =>
    a.children.map((z) => ({ value: z.value, label: `${z.label} · ${a.label}` })),
  );
  const field = (name: string) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });

  const submit = () =>
    save.mutateAsync({ unrestricted, area_ids: areaIds, zone_ids: zoneIds, account_ids: accountIds }).then(
      () => {
        setErrors({});
        toast.success(texts.common.saved);
      },
      (error: unknown) => {
        if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
        toast.failure(error);
      },
    );

  return (
    <Form
      layout="vertical"
      disabled={!canManage}
      onFinish={() => void submit()}
      aria-label={texts.data.scope}
    >
      <Form.Item label={texts.data.unrestricted} {...field('unrestricted')}>
        <Switch aria-label={texts.data.unrestricted} checked={unrestricted} onChange={setUnrestricted} />
      </Form.Item>
      {!unrestricted && (
        <>
          <Form.Item label={texts.data.areas} {...field('area_ids')}>
            <Select
              aria-label={texts.data.areas}
              mode="multiple"
              optionFilterProp="label"
              value={areaIds}
              onChange={setAreaIds}
              options={(areas.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
            />
          </Form.Item>
          <Form.Item label={texts.data.zones} {...field('zone_ids')}>
            <Select
              aria-label={texts.data.zones}
              mode="multiple"
              optionFilterProp="label"
              value={zoneIds}
              onChange={setZoneIds}
              options={zones}
            />
          </Form.Item>
          <Form.Item label={texts.data.accounts} extra={texts.data.ownAlways} {...field('account_ids')}>
            <AccountPicker
              multiple
              label={texts.data.accounts}
              value={accountIds}
              onChange={(v) => setAccountIds(Array.isArray(v) ? v : [])}
            />
          </Form.Item>
        </>
      )}
      {canManage && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {texts.common.save}
        </Button>
      )}
    </Form>
  );
}

/** An account's data scope: unrestricted, or areas, zones and accounts (a union). */
export function DataScopeForm({ accountId }: { accountId: number }) {
  const scope = useDataScope(accountId);
  if (scope.error) return <Alert type="error" showIcon title={scope.error.message} />;
  if (!scope.data) return null;
  return (
    <ScopeFields
      key={`${accountId}:${scope.data.updated_at ?? ''}`}
      accountId={accountId}
      scope={scope.data}
    />
  );
}
