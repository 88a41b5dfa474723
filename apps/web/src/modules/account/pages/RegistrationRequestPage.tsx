import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime, type Registration, type RegistrationStatus } from '@kenh/contract';
import { fetchFile, isApiError } from '../../../platform/api';
import { confirm, LoadingText, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDocumentTitle, useHeader, useIsMobile } from '../../../platform/layout';
import { usePermission } from '../../../platform/session';
import { useConfirmRegistration, useRefuseRegistration, useRegistration } from '../api/registrations';

const STATUS_COLORS: Record<RegistrationStatus, string> = {
  pending: 'gold',
  confirmed: 'green',
  refused: 'default',
};

/** Opens the registration's document: files need the bearer token, so a plain link cannot load them. */
async function openFile(file: NonNullable<Registration['file']>) {
  const blob = await fetchFile(file.url);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.target = '_blank';
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * /user-manager/user-request/:id — opened by a CONFIRM_REGISTER notification (spec §2.7): one partner
 * registration with its details and document; staff holding `user.update` confirm it (with the call
 * of its type) or refuse it. Any status can be viewed; only a pending one offers the buttons.
 */
export function RegistrationRequestPage() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const params = useParams();
  const id = Number(params.id);
  const registration = useRegistration(id);
  const confirmRegistration = useConfirmRegistration();
  const refuseRegistration = useRefuseRegistration();
  const canHandle = usePermission('user.update');
  const [busy, setBusy] = useState<'confirm' | 'refuse'>();
  const mobile = useIsMobile();
  useDocumentTitle(t('registration.title'));
  useHeader({ headerTitle: t('registration.title'), hasIconBackHeader: true });

  const failed = (error: unknown) => toast.error(isApiError(error) ? error.message : String(error));

  const onConfirm = async (r: Registration) => {
    const ok = await confirm({
      title: t('registration.confirmTitle'),
      content: t('registration.confirmContent', { username: r.username }),
    });
    if (!ok) return;
    setBusy('confirm');
    try {
      await confirmRegistration.mutateAsync(r);
      toast.success(messageText('account.registration_confirmed'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  };

  const onRefuse = async (r: Registration) => {
    const ok = await confirm({
      title: t('registration.refuseTitle'),
      content: t('registration.refuseContent', { username: r.username }),
      danger: true,
    });
    if (!ok) return;
    setBusy('refuse');
    try {
      await refuseRegistration.mutateAsync(r.id);
      toast.success(messageText('account.registration_refused'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  };

  const onOpenFile = (file: NonNullable<Registration['file']>) => {
    openFile(file).catch(failed);
  };

  const body = () => {
    if (registration.isPending) return <LoadingText />;
    if (registration.isError) {
      return (
        <Alert
          type="error"
          showIcon
          message={t('registration.loadFailed')}
          description={registration.error.message}
        />
      );
    }
    const r = registration.data;
    const empty = <Typography.Text type="secondary">—</Typography.Text>;
    const orEmpty = (value: string | null) => value || empty;
    return (
      <Card>
        <Descriptions
          column={mobile ? 1 : 2}
          bordered
          size="middle"
          items={[
            {
              key: 'type',
              label: t('registration.fields.type'),
              children: t(`registration.types.${r.type}`),
            },
            {
              key: 'status',
              label: t('registration.fields.status'),
              children: <Tag color={STATUS_COLORS[r.status]}>{t(`registration.status.${r.status}`)}</Tag>,
            },
            { key: 'username', label: t('registration.fields.username'), children: r.username },
            { key: 'fullname', label: t('registration.fields.fullname'), children: r.fullname },
            { key: 'phone', label: t('registration.fields.phone'), children: orEmpty(r.phone) },
            { key: 'email', label: t('registration.fields.email'), children: orEmpty(r.email) },
            { key: 'address', label: t('registration.fields.address'), children: orEmpty(r.address) },
            { key: 'tax_code', label: t('registration.fields.taxCode'), children: orEmpty(r.tax_code) },
            {
              key: 'registered_at',
              label: t('registration.fields.registeredAt'),
              children: formatDateTime(r.registered_at),
            },
            {
              key: 'file',
              label: t('registration.fields.file'),
              children: r.file ? (
                <Button type="link" style={{ padding: 0 }} onClick={() => onOpenFile(r.file!)}>
                  {r.file.name}
                </Button>
              ) : (
                empty
              ),
            },
            {
              key: 'note',
              label: t('registration.fields.note'),
              span: mobile ? 1 : 2,
              children: r.note ? (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {r.note}
                </Typography.Paragraph>
              ) : (
                empty
              ),
            },
            ...(r.handled_at
              ? [
                  {
                    key: 'handled_at',
                    label: t('registration.fields.handledAt'),
                    children: formatDateTime(r.handled_at),
                  },
                ]
              : []),
            ...(r.refusal_reason
              ? [{ key: 'reason', label: t('registration.fields.reason'), children: r.refusal_reason }]
              : []),
          ]}
        />
        {r.status === 'pending' && canHandle && (
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Space wrap>
              <Button
                danger
                disabled={busy !== undefined}
                loading={busy === 'refuse'}
                onClick={() => void onRefuse(r)}
              >
                {t('registration.refuse')}
              </Button>
              <Button
                type="primary"
                disabled={busy !== undefined}
                loading={busy === 'confirm'}
                onClick={() => void onConfirm(r)}
              >
                {t('registration.confirm')}
              </Button>
            </Space>
          </Flex>
        )}
      </Card>
    );
  };

  return (
    <>
      {/* On phones the mobile header carries the title. */}
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('registration.title')}
        </Typography.Title>
      )}
      {body()}
    </>
  );
}
