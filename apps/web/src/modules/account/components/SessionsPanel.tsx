import { Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type AccountSession } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useAccountSessions, useRevokeSession } from '../api/accounts';

/** The device as the browser named itself (its user agent), or "unknown". */
function deviceOf(session: AccountSession, unknown: string): string {
  return session.user_agent?.trim() || unknown;
}

/**
 * The account's live sessions with "Kết thúc phiên" for each (holders of `user.update`, who alone
 * reach this tab): the device is signed out at its next request.
 */
export function SessionsPanel({ accountId }: { accountId: number }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const sessions = useAccountSessions(accountId, true);
  const revoke = useRevokeSession(accountId);
  const unknown = t('users.sessions.unknownDevice');

  const end = async (session: AccountSession) => {
    const ok = await confirm({
      title: t('users.sessions.endTitle'),
      content: t('users.sessions.endContent', { device: deviceOf(session, unknown) }),
      okText: t('users.sessions.end'),
      danger: true,
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(session.id);
      toast.success(messageText('account.session_revoked'));
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('users.sessions.intro')}</Typography.Paragraph>
      <Table<AccountSession>
        rowKey="id"
        size="middle"
        loading={sessions.isLoading}
        dataSource={sessions.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: sessions.error ? sessions.error.message : t('users.sessions.empty') }}
        columns={[
          {
            key: 'device',
            title: t('users.sessions.device'),
            render: (_, s) => (
              <Space wrap>
                <Typography.Text style={{ maxWidth: 360 }} ellipsis={{ tooltip: true }}>
                  {deviceOf(s, unknown)}
                </Typography.Text>
                {s.current && <Tag color="blue">{t('users.sessions.current')}</Tag>}
                {s.remember && <Tag>{t('users.sessions.remember')}</Tag>}
              </Space>
            ),
          },
          { key: 'ip', title: t('users.sessions.ip'), render: (_, s) => s.ip ?? '—' },
          {
            key: 'created',
            title: t('users.sessions.createdAt'),
            render: (_, s) => formatDateTime(s.created_at),
          },
          {
            key: 'last',
            title: t('users.sessions.lastUsedAt'),
            render: (_, s) => formatDateTime(s.last_used_at),
          },
          {
            key: 'end',
            title: '',
            align: 'right',
            render: (_, s) => (
              <Button danger size="small" disabled={revoke.isPending} onClick={() => void end(s)}>
                {t('users.sessions.end')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
