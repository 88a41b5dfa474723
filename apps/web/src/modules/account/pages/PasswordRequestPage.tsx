import { useState } from 'react';
import { Button, Card, Flex, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  formatDateTime,
  PASSWORD_REQUEST_STATUSES,
  type PasswordRequest,
  type PasswordRequestStatus,
} from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDocumentTitle, useHeader, useIsMobile } from '../../../platform/layout';
import {
  PASSWORD_REQUEST_PAGE_SIZE,
  useConfirmPasswordRequest,
  usePasswordRequests,
  useRefusePasswordRequest,
} from '../api/password-requests';
import { TemporaryPasswordDialog } from '../components/TemporaryPasswordDialog';

type StatusFilter = PasswordRequestStatus | 'all';
const STATUS_COLORS: Record<PasswordRequestStatus, string> = {
  pending: 'gold',
  done: 'green',
  refused: 'default',
};

function isStatusFilter(value: string | null): value is StatusFilter {
  return value === 'all' || (PASSWORD_REQUEST_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * /password-request: staff holding `user.resetpassword` handle the password reset requests of users
 * without a working e-mail: confirm (the server issues a temporary password, shown once) or refuse.
 * Filter and page live in the address (`?status=pending&page=2`), so the back button and the
 * notification link (spec §2.7) open the same view.
 */
export function PasswordRequestPage() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const [search, setSearch] = useSearchParams();
  const rawStatus = search.get('status');
  const status: StatusFilter = isStatusFilter(rawStatus) ? rawStatus : 'pending';
  const page = Math.max(0, Number(search.get('page') ?? 1) - 1) || 0;
  const requests = usePasswordRequests({ page, status: status === 'all' ? undefined : status });
  const confirmRequest = useConfirmPasswordRequest();
  const refuseRequest = useRefusePasswordRequest();
  const [issued, setIssued] = useState<{ username: string; temporary_password: string }>();
  const [busyId, setBusyId] = useState<number>();
  useDocumentTitle(t('passwordRequest.title'));
  useHeader({ headerTitle: t('passwordRequest.title'), hasIconBackHeader: true });
  const mobile = useIsMobile();

  const go = (next: { status?: StatusFilter; page?: number }) => {
    const params = new URLSearchParams(search);
    params.set('status', next.status ?? status);
    params.set('page', String((next.page ?? page) + 1));
    setSearch(params);
  };

  const failed = (error: unknown) => toast.error(isApiError(error) ? error.message : String(error));

  const onConfirm = async (request: PasswordRequest) => {
    const ok = await confirm({
      title: t('passwordRequest.confirmTitle'),
      content: t('passwordRequest.confirmContent', { username: request.username }),
    });
    if (!ok) return;
    setBusyId(request.id);
    try {
      const result = await confirmRequest.mutateAsync(request.id);
      setIssued(result);
      toast.success(messageText('account.request_confirmed'));
    } catch (error) {
      failed(error);
    } finally {
      setBusyId(undefined);
    }
  };

  const onRefuse = async (request: PasswordRequest) => {
    const ok = await confirm({
      title: t('passwordRequest.refuseTitle'),
      content: t('passwordRequest.refuseContent', { username: request.username }),
      danger: true,
    });
    if (!ok) return;
    setBusyId(request.id);
    try {
      await refuseRequest.mutateAsync(request.id);
      toast.success(messageText('account.request_refused'));
    } catch (error) {
      failed(error);
    } finally {
      setBusyId(undefined);
    }
  };

  const columns: TableColumnsType<PasswordRequest> = [
    { key: 'username', title: t('passwordRequest.columns.username'), dataIndex: 'username' },
    { key: 'fullname', title: t('passwordRequest.columns.fullname'), dataIndex: 'fullname' },
    {
      key: 'contact',
      title: t('passwordRequest.columns.contact'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.email && <Typography.Text>{r.email}</Typography.Text>}
          {r.phone && <Typography.Text type="secondary">{r.phone}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'created_at',
      title: t('passwordRequest.columns.createdAt'),
      render: (_, r) => formatDateTime(r.created_at),
    },
    {
      key: 'status',
      title: t('passwordRequest.columns.status'),
      render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`passwordRequest.status.${r.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('passwordRequest.columns.actions'),
      // Always in view, also while a narrow screen scrolls the other columns sideways.
      fixed: 'right',
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space wrap>
            <Button type="primary" size="small" loading={busyId === r.id} onClick={() => void onConfirm(r)}>
              {t('passwordRequest.confirm')}
            </Button>
            <Button danger size="small" disabled={busyId === r.id} onClick={() => void onRefuse(r)}>
              {t('passwordRequest.refuse')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">
            {r.handled_at ? formatDateTime(r.handled_at) : ''}
          </Typography.Text>
        ),
    },
  ];

  return (
    <>
      {/* On phones the mobile header carries the title. */}
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('passwordRequest.title')}
        </Typography.Title>
      )}
      <Card>
        {/* The filter scrolls sideways on a narrow screen instead of widening the page. */}
        <Flex style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<StatusFilter>
            aria-label={t('passwordRequest.statusFilter')}
            value={status}
            onChange={(value) => go({ status: value, page: 0 })}
            options={[
              ...PASSWORD_REQUEST_STATUSES.map((s) => ({
                value: s,
                label: t(`passwordRequest.status.${s}`),
              })),
              { value: 'all' as const, label: t('passwordRequest.all') },
            ]}
          />
        </Flex>
        <Table<PasswordRequest>
          rowKey="id"
          columns={columns}
          dataSource={requests.data?.results ?? []}
          loading={requests.isFetching}
          scroll={{ x: 860 }}
          locale={{ emptyText: requests.isError ? requests.error.message : t('passwordRequest.empty') }}
          pagination={{
            current: page + 1,
            pageSize: PASSWORD_REQUEST_PAGE_SIZE,
            total: requests.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('passwordRequest.total', { total }),
            onChange: (next) => go({ page: next - 1 }),
          }}
        />
      </Card>
      <TemporaryPasswordDialog result={issued} onClose={() => setIssued(undefined)} />
    </>
  );
}
