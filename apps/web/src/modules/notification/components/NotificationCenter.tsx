import { useMemo, useState, type CSSProperties } from 'react';
import { FilterOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Checkbox, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isDeputyGeneralDirector,
  NOTIFICATION_MODULE_VALUES,
  NOTIFICATION_MODULES,
  NOTIFICATION_SEARCH_DEBOUNCE_MS,
  notificationTarget,
  type Notification,
  type NotificationModule,
} from '@kenh/contract';
import { confirm } from '../../../platform/feedback/confirm';
import { LoadingText } from '../../../platform/feedback/LoadingText';
import { ACCENT_COLOR, IDLE_COLOR } from '../../../platform/layout/theme';
import { useLocale } from '../../../platform/layout/use-locale';
import { SearchBox } from '../../../platform/pages/SearchBox';
import { lazyComponent } from '../../../platform/routing/lazy-component';
import { Can } from '../../../platform/session/use-permission';
import { useSessionUser } from '../../../platform/session/session-store';
import { normaliseKeyword, type NotificationFilter } from '../api/filters';
import { useDeleteNotifications, useMarkSeen } from '../api/notification-mutations';
import { useNotificationList } from '../api/notification-list';
import { FailureDialog } from './FailureDialog';
import { NotificationItem } from './NotificationItem';

/** The compose form (react-hook-form, the contract's schema, pickers) loads on the first click. */
const ComposeNotification = lazyComponent(() =>
  import('./ComposeNotification').then((m) => m.ComposeNotification),
);

type Tab = 'all' | 'unseen' | 'seen';
const TAB_STATUS: Record<Tab, 0 | 1 | undefined> = { all: undefined, unseen: 0, seen: 1 };
const TABS: readonly Tab[] = ['all', 'unseen', 'seen'];

export interface NotificationCenterProps {
  /** After a click marked the item seen: open its target (null when it has none). */
  onOpenTarget: (target: string | null) => void;
  /** A seen or delete call failed; the failure dialog is showing (the panel closes meanwhile). */
  onFailure?: () => void;
  /** The failure dialog was closed (the panel opens again, spec §8). */
  onFailureClosed?: () => void;
}

const tabStyle = (active: boolean): CSSProperties => ({
  flex: 1,
  padding: '8px 4px',
  border: 0,
  borderBottom: `2px solid ${active ? ACCENT_COLOR : 'transparent'}`,
  background: 'none',
  color: active ? ACCENT_COLOR : IDLE_COLOR,
  fontWeight: active ? 600 : 500,
  cursor: 'pointer',
});

/**
 * The notification list with its controls (spec §2.12), shared by the desktop panel and the mobile
 * page: search (1000 ms, non-blank only), type filter, the three status tabs, mark-all-read, bulk
 * delete of read items, single delete, the list 20 a page with "Trang kế tiếp ->".
 */
export function NotificationCenter({ onOpenTarget, onFailure, onFailureClosed }: NotificationCenterProps) {
  const { t } = useTranslation('notification');
  const locale = useLocale();
  const user = useSessionUser();
  const userId = user?.id;
  const deputy = isDeputyGeneralDirector(user?.profile ?? []);

  // The search as applied: never blank (spec §5), whitespace collapsed.
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [tab, setTab] = useState<Tab>('all');
  const [module, setModule] = useState<NotificationModule | undefined>(undefined);
  const [showFilter, setShowFilter] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState(false);
  const [composing, setComposing] = useState(false);
  const [composeUsed, setComposeUsed] = useState(false);

  const filter: NotificationFilter = useMemo(
    () => ({ keyword, status: TAB_STATUS[tab], module }),
    [keyword, tab, module],
  );
  const list = useNotificationList(userId, filter);
  const markSeen = useMarkSeen();
  const remove = useDeleteNotifications(userId);
  const items = list.items;
  const readItems = useMemo(() => items.filter((item) => item.status), [items]);
  // The selection only ever holds loaded read items.
  const chosen = useMemo(
    () => readItems.filter((item) => selected.has(item.id)).map((item) => item.id),
    [readItems, selected],
  );

  // Changing tab, type or search starts again from page 0 with a cleared list (a new query key);
  // the selection goes with it.
  const [lastFilter, setLastFilter] = useState(filter);
  if (lastFilter !== filter) {
    setLastFilter(filter);
    setSelected(new Set());
  }

  const fail = () => {
    setFailed(true);
    onFailure?.();
  };

  const openItem = async (item: Notification) => {
    if (!item.status) {
      try {
        await markSeen.mutateAsync([item.id]);
      } catch {
        fail();
        return;
      }
    }
    onOpenTarget(notificationTarget(item.data?.path, deputy));
  };

  const markAllRead = async () => {
    const ids = items.filter((item) => !item.status).map((item) => item.id);
    if (ids.length === 0) return;
    try {
      await markSeen.mutateAsync(ids);
    } catch {
      fail();
    }
  };

  const confirmDelete = (content: string) =>
    confirm({
      title: t('confirm.title'),
      content,
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      danger: true,
    });

  const deleteOne = async (item: Notification) => {
    if (!(await confirmDelete(t('confirm.one')))) return;
    try {
      await remove.mutateAsync([item.id]);
    } catch {
      fail();
    }
  };

  const deleteChosen = async () => {
    const ids = chosen;
    if (ids.length === 0) return;
    if (!(await confirmDelete(t('confirm.many', { n: ids.length })))) return;
    try {
      await remove.mutateAsync(ids);
      setBulk(false);
      setSelected(new Set());
    } catch {
      fail();
    }
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const allChosen = readItems.length > 0 && chosen.length === readItems.length;
  const moduleOptions = NOTIFICATION_MODULE_VALUES.map((value) => ({
    value,
    label: NOTIFICATION_MODULES[value][locale],
  }));

  return (
    <div data-testid="notification-center" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <div style={{ display: 'flex', gap: 8, padding: '0 12px' }}>
        <SearchBox
          value={keyword ?? ''}
          placeholder={t('search')}
          width="100%"
          delayMs={NOTIFICATION_SEARCH_DEBOUNCE_MS}
          maxLength={100}
          onSearch={(text) => setKeyword(normaliseKeyword(text))}
        />
        <Button
          icon={<FilterOutlined />}
          aria-label={t('filter')}
          title={t('filter')}
          aria-pressed={showFilter}
          type={showFilter || module ? 'primary' : 'default'}
          onClick={() => {
            // Hiding the filter drops the type it applied.
            if (showFilter) setModule(undefined);
            setShowFilter(!showFilter);
          }}
        />
        <Can permission="notification.create">
          <Button
            icon={<SendOutlined />}
            aria-label={t('compose.open')}
            title={t('compose.open')}
            aria-haspopup="dialog"
            data-testid="notification-compose"
            onClick={() => {
              setComposeUsed(true);
              setComposing(true);
            }}
          />
        </Can>
      </div>
      {composeUsed ? <ComposeNotification open={composing} onClose={() => setComposing(false)} /> : null}
      {showFilter ? (
        <div style={{ padding: '8px 12px 0' }}>
          <Select<NotificationModule>
            data-testid="notification-type"
            aria-label={t('type')}
            placeholder={t('allTypes')}
            allowClear
            value={module}
            onChange={(value) => setModule(value ?? undefined)}
            options={moduleOptions}
            virtual={false}
            style={{ width: '100%' }}
          />
        </div>
      ) : null}
      <div role="tablist" aria-label={t('tabs.label')} style={{ display: 'flex', marginTop: 8 }}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            style={tabStyle(tab === key)}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          padding: '8px 12px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        {bulk ? (
          <>
            <Checkbox
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              disabled={readItems.length === 0}
              onChange={(event) =>
                setSelected(new Set(event.target.checked ? readItems.map((item) => item.id) : []))
              }
            >
              {t('selectAll')}
            </Checkbox>
            <span style={{ display: 'flex', gap: 8 }}>
              <Button size="small" danger loading={remove.isPending} onClick={() => void deleteChosen()}>
                {t('deleteNow')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  setBulk(false);
                  setSelected(new Set());
                }}
              >
                {t('cancelBulk')}
              </Button>
            </span>
          </>
        ) : (
          <>
            <Button size="small" type="link" onClick={() => setBulk(true)} style={{ paddingInline: 0 }}>
              {t('bulkDelete')}
            </Button>
            <Button
              size="small"
              type="link"
              disabled={markSeen.isPending}
              onClick={() => void markAllRead()}
              style={{ paddingInline: 0 }}
            >
              {t('markAllRead')}
            </Button>
          </>
        )}
      </div>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} data-testid="notification-scroll">
        {list.isPending && userId !== undefined ? (
          <div style={{ padding: 16, textAlign: 'center' }}>
            <LoadingText />
          </div>
        ) : list.isError && items.length === 0 ? (
          <div style={{ padding: 16, textAlign: 'center' }}>
            <p>{t('loadFailed')}</p>
            <Button onClick={() => void list.refetch()}>{t('retry')}</Button>
          </div>
        ) : items.length === 0 ? (
          <p data-testid="notification-empty" style={{ padding: 24, textAlign: 'center', color: '#8c8c8c' }}>
            {t('empty')}
          </p>
        ) : (
          <ul style={{ margin: 0, padding: 0 }} aria-label={t('title')}>
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                bulk={bulk}
                checked={selected.has(item.id)}
                onCheck={(on) => toggle(item.id, on)}
                onOpen={() => void openItem(item)}
                onDelete={() => void deleteOne(item)}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div style={{ padding: 12, textAlign: 'center' }}>
            <Button type="link" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('nextPage')}
            </Button>
          </div>
        ) : null}
      </div>
      <FailureDialog
        open={failed}
        onClose={() => {
          setFailed(false);
          onFailureClosed?.();
        }}
      />
    </div>
  );
}
