import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_TYPES, accountListQuery, formatDate, type Account } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { SelectField } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import {
  activeFilter,
  datedFileName,
  filterOf,
  ListPage,
  selectFilter,
  useUrlQuery,
  type ListColumn,
  type ListFilter,
  type RowAction,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import {
  accountExportUrl,
  useAccounts,
  useActivateAccounts,
  useDeactivateAccounts,
  useRoleOptions,
} from '../api/accounts';
import { AccountStatusTag, AccountTypeTag } from '../components/account-tags';
import { usePlaces } from '../components/place-options';
import { useHomeCrumb } from '../components/use-home-crumb';
import { accountPaths, userDetailPath, userEditPath } from '../paths';

/**
 * /user-manager: every account within the caller's data scope — search ignoring diacritics, filters
 * by type, status, area, zone and role (all in the address), bulk activate / deactivate, the Excel
 * export of the filtered list.
 */
export function UserListPage() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canCreate = usePermission('user.create');
  const canUpdate = usePermission('user.update');
  const canReadRoles = usePermission('role');
  const url = useUrlQuery(accountListQuery);
  const list = useAccounts(url.query);
  const places = usePlaces();
  const roles = useRoleOptions(canReadRoles).data ?? [];
  const activate = useActivateAccounts();
  const deactivate = useDeactivateAccounts();
  const filter = filterOf(url.query);
  const crumbs = [useHomeCrumb()];

  const names = (rows: readonly Account[]) => rows.map((a) => a.fullname).join(', ');

  /** Bulk status change: only the rows it changes, after a confirmation; all or nothing on the server. */
  const setActive = async (rows: readonly Account[], active: boolean) => {
    const changing = rows.filter((a) => a.is_active !== active);
    if (changing.length === 0) {
      toast.info(t('users.nothingToDo'));
      return;
    }
    const ok = await confirm({
      title: t(active ? 'users.confirmActivateTitle' : 'users.confirmDeactivateTitle'),
      content: t(active ? 'users.confirmActivate' : 'users.confirmDeactivate', { names: names(changing) }),
      okText: t(active ? 'users.activate' : 'users.deactivate'),
      danger: !active,
    });
    if (!ok) return;
    const ids = changing.map((a) => a.id);
    try {
      await (active ? activate : deactivate).mutateAsync(ids);
      toast.success(messageText(active ? 'account.activated' : 'account.deactivated_many'));
    } catch (error) {
      toast.failure(error);
    }
  };

  const columns: ListColumn<Account>[] = [
    {
      key: 'username',
      title: t('users.fields.username'),
      alwaysVisible: true,
      inCard: false,
      noWrap: true,
      render: (a) => <Link to={localePath(userDetailPath(a.id))}>{a.username}</Link>,
    },
    {
      key: 'fullname',
      title: t('users.fields.fullname'),
      render: (a) => (
        <Space size={4} wrap>
          {a.fullname}
          {a.is_superuser && <Tag color="red">{t('users.superuser')}</Tag>}
        </Space>
      ),
    },
    { key: 'type', title: t('users.fields.type'), render: (a) => <AccountTypeTag type={a.type} /> },
    { key: 'phone', title: t('users.fields.phone'), noWrap: true, render: (a) => a.phone ?? '' },
    { key: 'email', title: t('users.fields.email'), render: (a) => a.email ?? '' },
    { key: 'position', title: t('users.fields.position'), render: (a) => a.position ?? '' },
    {
      key: 'place',
      title: `${t('users.fields.area')} / ${t('users.fields.zone')}`,
      render: (a) => [places.areaName(a.area_id), places.zoneName(a.zone_id)].filter(Boolean).join(' · '),
    },
    { key: 'status', title: t('users.fields.status'), render: (a) => <AccountStatusTag account={a} /> },
    {
      key: 'created_at',
      title: t('users.fields.createdAt'),
      noWrap: true,
      render: (a) => formatDate(a.created_at),
    },
  ];

  const rowActions: RowAction<Account>[] = [
    { key: 'view', label: t('users.view'), onClick: (a) => void navigate(localePath(userDetailPath(a.id))) },
    {
      key: 'edit',
      label: t('users.edit'),
      visible: () => canUpdate,
      onClick: (a) => void navigate(localePath(userEditPath(a.id))),
    },
    {
      key: 'activate',
      label: t('users.activate'),
      visible: (a) => canUpdate && !a.is_active,
      onClick: (a) => void setActive([a], true),
    },
    {
      key: 'deactivate',
      label: t('users.deactivate'),
      danger: true,
      visible: (a) => canUpdate && a.is_active,
      onClick: (a) => void setActive([a], false),
    },
  ];

  const filters: ListFilter[] = [
    selectFilter({
      url,
      field: 'type',
      value: filter.type,
      label: t('users.fields.type'),
      placeholder: t('users.allTypes'),
      searchable: false,
      options: ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`users.types.${type}`) })),
    }),
    activeFilter(url, {
      status: t('users.fields.status'),
      allStatuses: t('users.allStatuses'),
      active: t('users.active'),
      inactive: t('users.inactive'),
    }),
    ...(places.allowed
      ? [
          // A zone belongs to one area: choosing another area drops the zone filter.
          {
            key: 'area_id',
            label: t('users.fields.area'),
            active: filter.area_id != null,
            control: (
              <SelectField<number>
                aria-label={t('users.fields.area')}
                placeholder={t('users.allAreas')}
                allowClear
                showSuccess={false}
                value={filter.area_id ?? null}
                style={{ width: '100%', minWidth: 180 }}
                options={places.areas}
                onChange={(next) =>
                  url.set({ area_id: typeof next === 'number' ? next : null, zone_id: null })
                }
              />
            ),
          },
          selectFilter({
            url,
            field: 'zone_id',
            value: filter.zone_id ?? undefined,
            label: t('users.fields.zone'),
            placeholder: t('users.allZones'),
            options: places.zonesOf(filter.area_id),
          }),
        ]
      : []),
    ...(canReadRoles
      ? [
          selectFilter({
            url,
            field: 'role_id',
            value: filter.role_id ?? undefined,
            label: t('users.fields.role'),
            placeholder: t('users.allRoles'),
            options: roles,
          }),
        ]
      : []),
  ];

  return (
    <ListPage
      listId="account.users"
      title={t('users.title')}
      breadcrumbs={crumbs}
      url={url}
      result={list}
      columns={columns}
      rowKey={(a) => a.id}
      cardTitle={(a) => <Link to={localePath(userDetailPath(a.id))}>{`${a.fullname} · ${a.username}`}</Link>}
      searchPlaceholder={t('users.search')}
      filters={filters}
      rowActions={rowActions}
      {...(canUpdate
        ? {
            bulkActions: [
              {
                key: 'activate',
                label: t('users.activate'),
                run: (rows: Account[]) => setActive(rows, true),
              },
              {
                key: 'deactivate',
                label: t('users.deactivate'),
                danger: true,
                run: (rows: Account[]) => setActive(rows, false),
              },
            ],
          }
        : {})}
      exporter={{ path: accountExportUrl(filter), fileName: datedFileName('tai-khoan', 'xlsx') }}
      emptyText={t('users.empty')}
      actions={
        canCreate && (
          <Button type="primary" onClick={() => void navigate(localePath(accountPaths.userCreate))}>
            {t('users.create')}
          </Button>
        )
      }
    />
  );
}
