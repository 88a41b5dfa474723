import { Alert, Button, Card, Form, Input, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { SYSTEM_KEYS, type SystemKey } from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { useSystemKeyName } from '../../../platform/layout';
import { PageHeader, type Crumb } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { usePermissionCatalogue } from '../api/access';
import { useAccessTexts } from '../locales';
import { PermissionGrid } from './PermissionGrid';
import { grantOf, gridOf, type GrantValue, type GridState, type StoredGrant } from './permission-grid-state';

export interface NamedSetValues extends GrantValue {
  name: string;
  description: string | null;
  system_key: SystemKey;
}

export interface NamedSetEditorProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  initial: Omit<NamedSetValues, 'permissions'> & StoredGrant;
  /** Saves the whole set; a refusal's field errors go under the fields, the rest into a toast. */
  save: (values: NamedSetValues) => Promise<unknown>;
  /** Under the grid: a group's members. */
  children?: ReactNode;
}

/** The editor of a role or user group: name, description, system, and the permission grid. */
export function NamedSetEditor({ title, breadcrumbs, initial, save, children }: NamedSetEditorProps) {
  const texts = useAccessTexts();
  const systemName = useSystemKeyName();
  const catalogue = usePermissionCatalogue();
  const canManage = usePermission('role.manage');
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description ?? '');
  const [systemKey, setSystemKey] = useState<SystemKey>(initial.system_key);
  const [grid, setGrid] = useState<GridState>(() => gridOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      await save({ name, description: description || null, system_key: systemKey, ...grantOf(grid) });
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      }
      toast.failure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Card size="small">
        <Form layout="vertical" onFinish={() => void submit()} aria-label={title} disabled={!canManage}>
          <Space wrap align="start" style={{ width: '100%' }}>
            <Form.Item
              label={texts.common.name}
              required
              validateStatus={errors.name ? 'error' : undefined}
              help={errors.name}
              style={{ minWidth: 260 }}
            >
              <Input
                aria-label={texts.common.name}
                value={name}
                maxLength={255}
                onChange={(e) => setName(e.target.value)}
              />
            </Form.Item>
            <Form.Item label={texts.common.system} style={{ minWidth: 260 }}>
              <Select
                aria-label={texts.common.system}
                value={systemKey}
                onChange={setSystemKey}
                options={SYSTEM_KEYS.map((k) => ({ value: k, label: systemName(k) }))}
              />
            </Form.Item>
            <Form.Item label={texts.common.description} style={{ minWidth: 260, flex: 1 }}>
              <Input
                aria-label={texts.common.description}
                value={description}
                maxLength={255}
                onChange={(e) => setDescription(e.target.value)}
              />
            </Form.Item>
          </Space>
          {catalogue.error && <Alert type="error" showIcon title={catalogue.error.message} />}
          {catalogue.data && (
            <PermissionGrid
              catalogue={catalogue.data}
              value={grid}
              onChange={setGrid}
              disabled={!canManage}
            />
          )}
          {canManage && (
            <Button type="primary" htmlType="submit" loading={busy} style={{ marginTop: 16 }}>
              {texts.common.save}
            </Button>
          )}
        </Form>
      </Card>
      {children}
    </>
  );
}
