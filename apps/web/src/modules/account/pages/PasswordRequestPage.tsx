import { useState } from 'react';
import { Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, PASSWORD_REQUEST_STATUSES, type PasswordRequest } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { ListPage, useUrlQuery, type ListColumn, type RowAction } from '../../../platform/pages';
import {
  passwordRequestPageQuery,
  useConfirmPasswordRequest,
  usePasswordRequests,
  useRefusePasswordRequest,
  type PasswordRequestPageQuery,
} from '../api/password-requests';
import { TemporaryPasswordDialog } from '../components/TemporaryPasswordDialog';
import { useHomeCrumb } from '../components/use-home-crumb';

type StatusFilter = PasswordRequestPageQuery['status'];
const STATUS_COLORS: Record<PasswordRequest['status'], string> = {
  pending: 'gold',
  done: 'green',
  refused: 'default',
};

/**
 * /password-request: staff holding `user.resetpassword` handle the password reset requests of users
 * without a working e-mail: confirm (the server issues a temporary password, shown once) or refuse.
 * Filter and page live in the address (`?status=all&page=1`), so the back button and the
 * notification link (spec §2.7) open the same view.
 */
export function PasswordRequestPage() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const homeCrumb = useHomeCrumb();
  const url = useUrlQuery(passwordRequestPageQuery);
  const requests = usePasswordRequests(url.query);
  const confirmRequest = useConfirmPasswordRequest();
  const refuseRequest = useRefusePasswordRequest();
  const [issued, setIssued] = useState<{ username: string; temporary_password: string }>();

  const onConfirm = async (request: PasswordRequest) => {
    const ok = await confirm({
      title: t('passwordRequest.confirmTitle'),
      content: t('passwordRequest.confirmContent', { username: request.username }),
    });
    if (!ok) return;
    try {
      setIssued(await confirmRequest.mutateAsync(request.id));
      toast.success(messageText('account.request_confirmed'));
    } catch (error) {
      toast.failure(error);
    }
  };

  const onRefuse = async (request: PasswordRequest) => {
    const ok = await confirm({
      title: t('passwordRequest.refuseTitle'),
      content: t('passwordRequest.refuseContent', { username: request.username }),
      danger: true,
    });
    if (!ok) return;
    try {
      await refuseRequest.mutateAsync(request.id);
      toast.success(messageText('account.request_refused'));
    } catch (error) {
      toast.failure(error);
    }
  };

  const columns: ListColumn<PasswordRequest>[] = [
    {
      key: 'username',
      title: t('passwordRequest.columns.username'),
      render: (r) => r.username,
      alwaysVisible: true,
      inCard: false,
    },
    {
      key: 'fullname',
      title: t('passwordRequest.columns.fullname'),
      render: (r) => r.fullname,
      inCard: false,
    },
    {
      key: 'contact',
      title: t('passwordRequest.columns.contact'),
      render: (r) => (
        <Space orientation="vertical" size={0}>
          {r.email && <Typography.Text>{r.email}</Typography.Text>}
          {r.phone && <Typography.Text type="secondary">{r.phone}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'created_at',
      title: t('passwordRequest.columns.createdAt'),
      render: (r) => formatDateTime(r.created_at),
      noWrap: true,
    },
    {
      key: 'status',
      title: t('passwordRequest.columns.status'),
      render: (r) => <Tag color={STATUS_COLORS[r.status]}>{t(`passwordRequest.status.${r.status}`)}</Tag>,
    },
    {
      key: 'handled_at',
      title: t('passwordRequest.columns.handledAt'),
      render: (r) => (r.handled_at ? formatDateTime(r.handled_at) : ''),
      noWrap: true,
    },
  ];
  const pending = (r: PasswordRequest) => r.status === 'pending';
  const rowActions: RowAction<PasswordRequest>[] = [
    {
      key: 'confirm',
      label: t('passwordRequest.confirm'),
      visible: pending,
      onClick: (r) => void onConfirm(r),
    },
    {
      key: 'refuse',
      label: t('passwordRequest.refuse'),
      danger: true,
      visible: pending,
      onClick: (r) => void onRefuse(r),
    },
  ];

  return (
    <>
      <ListPage
        listId="account.password-requests"
        title={t('passwordRequest.title')}
        breadcrumbs={[homeCrumb]}
        url={url}
        result={requests}
        columns={columns}
        rowKey={(r) => r.id}
        cardTitle={(r) => `${r.username} · ${r.fullname}`}
        rowActions={rowActions}
        emptyText={t('passwordRequest.empty')}
        filters={[
          {
            key: 'status',
            label: t('passwordRequest.statusFilter'),
            active: url.query.status !== 'pending',
            control: (
              // Scrolls sideways on a narrow screen instead of widening the page.
              <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
                <Segmented<StatusFilter>
                  aria-label={t('passwordRequest.statusFilter')}
                  value={url.query.status}
                  onChange={(value) => url.set({ status: value })}
                  options={[
                    ...PASSWORD_REQUEST_STATUSES.map((s) => ({
                      value: s,
                      label: t(`passwordRequest.status.${s}`),
                    })),
                    { value: 'all' as const, label: t('passwordRequest.all') },
                  ]}
                />
              </div>
            ),
          },
        ]}
      />
      <TemporaryPasswordDialog result={issued} onClose={() => setIssued(undefined)} />
    </>
  );
}
