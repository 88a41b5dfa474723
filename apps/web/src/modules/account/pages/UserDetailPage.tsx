import type { ReactNode } from 'react';
import { Button, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime, type AccountDetail } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useIsMobile, useLocalePath, useSystemKeyName } from '../../../platform/layout';
import { DetailPage, RecordGate, type DetailTab } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useAccount, useAccountAccess, useActivateAccounts, useDeactivateAccounts } from '../api/accounts';
import { AccessDenied, DataScopeView, NamedSets } from '../components/AccessPanels';
import { AccountStatusTag, AccountTypeTag } from '../components/account-tags';
import { usePlaces } from '../components/place-options';
import { SessionsPanel } from '../components/SessionsPanel';
import { useAccountHistory } from '../components/account-history';
import { useHomeCrumb } from '../components/use-home-crumb';
import { accountPaths, userDetailPath, userEditPath } from '../paths';

/** The account's own facts: sign-in, contacts, position, manager, place, profile entries. */
function Profile({ account: a }: { account: AccountDetail }) {
  const { t } = useTranslation('account');
  const mobile = useIsMobile();
  const systemName = useSystemKeyName();
  const localePath = useLocalePath();
  const places = usePlaces();
  const parent = useAccount(a.parent_id ?? 0).data;
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const orDash = (value: string | null | undefined) => value || dash;
  return (
    <Descriptions
      column={mobile ? 1 : 2}
      bordered
      size="middle"
      items={[
        { key: 'username', label: t('users.fields.username'), children: a.username },
        { key: 'type', label: t('users.fields.type'), children: <AccountTypeTag type={a.type} /> },
        { key: 'email', label: t('users.fields.email'), children: orDash(a.email) },
        { key: 'phone', label: t('users.fields.phone'), children: orDash(a.phone) },
        { key: 'position', label: t('users.fields.position'), children: orDash(a.position) },
        {
          key: 'parent',
          label: t('users.fields.parent'),
          children: a.parent_id ? (
            <Link to={localePath(userDetailPath(a.parent_id))}>
              {parent ? `${parent.fullname} · ${parent.username}` : `#${a.parent_id}`}
            </Link>
          ) : (
            dash
          ),
        },
        { key: 'area', label: t('users.fields.area'), children: orDash(places.areaName(a.area_id)) },
        { key: 'zone', label: t('users.fields.zone'), children: orDash(places.zoneName(a.zone_id)) },
        { key: 'system', label: t('users.fields.systemKey'), children: systemName(a.system_key) },
        { key: 'created', label: t('users.fields.createdAt'), children: formatDateTime(a.created_at) },
        { key: 'updated', label: t('users.fields.updatedAt'), children: formatDateTime(a.updated_at) },
        ...a.profile.map((p) => ({ key: `profile-${p.name}`, label: p.name, children: p.value })),
      ]}
    />
  );
}

/** Activate / deactivate and edit, for holders of `user.update`. */
function AccountActions({ account: a }: { account: AccountDetail }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const activate = useActivateAccounts();
  const deactivate = useDeactivateAccounts();
  const busy = activate.isPending || deactivate.isPending;

  const toggle = async () => {
    const active = !a.is_active;
    const ok = await confirm({
      title: t(active ? 'users.confirmActivateTitle' : 'users.confirmDeactivateTitle'),
      content: t(active ? 'users.confirmActivate' : 'users.confirmDeactivate', { names: a.fullname }),
      okText: t(active ? 'users.activate' : 'users.deactivate'),
      danger: !active,
    });
    if (!ok) return;
    try {
      await (active ? activate : deactivate).mutateAsync([a.id]);
      toast.success(messageText(active ? 'account.activated' : 'account.deactivated'));
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <>
      <Button danger={a.is_active} disabled={busy} onClick={() => void toggle()}>
        {t(a.is_active ? 'users.deactivate' : 'users.activate')}
      </Button>
      <Button type="primary" onClick={() => void navigate(localePath(userEditPath(a.id)))}>
        {t('users.edit')}
      </Button>
    </>
  );
}

/** The tabs: what gives the account access (access module), its sessions, and (by the kit) its history. */
function useDetailTabs(account: AccountDetail): DetailTab[] {
  const { t } = useTranslation('account');
  const canReadAccess = usePermission('role');
  const canManage = usePermission('user.update');
  const access = useAccountAccess(account.id, canReadAccess);
  const accessTab = (
    key: string,
    label: string,
    body: (data: NonNullable<typeof access.data>) => ReactNode,
  ) => ({
    key,
    label,
    children: !canReadAccess ? (
      <AccessDenied />
    ) : access.data ? (
      body(access.data)
    ) : (
      <Typography.Text type={access.error ? 'danger' : 'secondary'}>
        {access.error ? access.error.message : '…'}
      </Typography.Text>
    ),
  });
  return [
    accessTab('roles', t('users.detail.roles'), (d) => (
      <NamedSets items={d.roles} empty={t('users.detail.noRoles')} />
    )),
    accessTab('groups', t('users.detail.groups'), (d) => (
      <NamedSets items={d.groups} empty={t('users.detail.noGroups')} />
    )),
    accessTab('rooms', t('users.detail.rooms'), (d) => (
      <NamedSets items={d.rooms} empty={t('users.detail.noRooms')} />
    )),
    accessTab('scope', t('users.detail.dataScope'), (d) => <DataScopeView scope={d.data_scope} />),
    ...(canManage
      ? [
          {
            key: 'sessions',
            label: t('users.detail.sessions'),
            children: <SessionsPanel accountId={account.id} />,
          },
        ]
      : []),
  ];
}

function UserDetail({ account: a }: { account: AccountDetail }) {
  const { t } = useTranslation('account');
  const canManage = usePermission('user.update');
  const tabs = useDetailTabs(a);
  const history = useAccountHistory(a.id);
  const crumbs = [useHomeCrumb(), { label: t('users.title'), to: accountPaths.users }];
  return (
    <DetailPage
      title={a.fullname}
      breadcrumbs={crumbs}
      status={
        <>
          <AccountStatusTag account={a} />
          {a.is_superuser && <Tag color="red">{t('users.superuser')}</Tag>}
        </>
      }
      actions={canManage && <AccountActions account={a} />}
      tabs={tabs}
      history={history}
    >
      <Profile account={a} />
    </DetailPage>
  );
}

/** /user-manager/user/:id: one account — profile, roles, groups, rooms, data scope, sessions, history. */
export function UserDetailPage() {
  const { t } = useTranslation('account');
  const id = Number(useParams().id);
  const account = useAccount(id);
  const crumbs = [useHomeCrumb(), { label: t('users.title'), to: accountPaths.users }];
  return (
    <RecordGate
      query={account}
      title={t('users.title')}
      breadcrumbs={crumbs}
      notFound={t('users.notFound')}
      backTo={accountPaths.users}
    >
      {(a) => <UserDetail account={a} />}
    </RecordGate>
  );
}
