import { Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AccountAccess } from '@kenh/contract';
import { useSystemKeyName } from '../../../platform/layout';
import { ItemList } from '../../../platform/pages';
import { usePlaces } from './place-options';

type Named = AccountAccess['roles'][number];

/** Roles, user groups or rooms of an account (read only; they are managed in the settings screens). */
export function NamedSets({ items, empty }: { items: readonly Named[]; empty: string }) {
  const systemName = useSystemKeyName();
  return (
    <ItemList
      items={[...items]}
      rowKey={(item) => item.id}
      emptyText={empty}
      renderItem={(item) => (
        <Space>
          <Typography.Text>{item.name}</Typography.Text>
          <Tag>{systemName(item.system_key)}</Tag>
        </Space>
      )}
    />
  );
}

/** The account's data scope: unrestricted, or the areas, zones and accounts it may see. */
export function DataScopeView({ scope }: { scope: AccountAccess['data_scope'] }) {
  const { t } = useTranslation('account');
  const places = usePlaces();
  if (scope.unrestricted)
    return <Typography.Paragraph>{t('users.detail.unrestricted')}</Typography.Paragraph>;
  const list = (names: string[]) =>
    names.length === 0 ? (
      <Typography.Text type="secondary">{t('users.detail.none')}</Typography.Text>
    ) : (
      <Space wrap>
        {names.map((n) => (
          <Tag key={n}>{n}</Tag>
        ))}
      </Space>
    );
  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      items={[
        {
          key: 'areas',
          label: t('users.detail.scopeAreas'),
          children: list(scope.area_ids.map((id) => places.areaName(id) ?? `#${id}`)),
        },
        {
          key: 'zones',
          label: t('users.detail.scopeZones'),
          children: list(scope.zone_ids.map((id) => places.zoneName(id) ?? `#${id}`)),
        },
        {
          key: 'accounts',
          label: t('users.detail.scopeAccounts'),
          children: list(scope.account_ids.map((id) => `#${id}`)),
        },
      ]}
    />
  );
}

/** Shown instead of the access tabs to whoever lacks `role` (the access module's read permission). */
export function AccessDenied() {
  const { t } = useTranslation('account');
  return <Empty description={t('users.detail.accessDenied')} />;
}
