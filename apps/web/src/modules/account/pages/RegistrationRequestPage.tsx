import { Button, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime, type Registration, type RegistrationStatus } from '@kenh/contract';
import { fetchFile } from '../../../platform/api';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useIsMobile } from '../../../platform/layout';
import { DetailPage, RecordGate } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useConfirmRegistration, useRefuseRegistration, useRegistration } from '../api/registrations';
import { useHomeCrumb } from '../components/use-home-crumb';
import { accountPaths } from '../paths';

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

/** Confirm and refuse, each after its dialog; the page then shows the reloaded registration. */
function RegistrationActions({ registration: r }: { registration: Registration }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const confirmRegistration = useConfirmRegistration();
  const refuseRegistration = useRefuseRegistration();
  const busy = confirmRegistration.isPending || refuseRegistration.isPending;

  const onConfirm = async () => {
    const ok = await confirm({
      title: t('registration.confirmTitle'),
      content: t('registration.confirmContent', { username: r.username }),
    });
    if (!ok) return;
    try {
      await confirmRegistration.mutateAsync(r);
      toast.success(messageText('account.registration_confirmed'));
    } catch (error) {
      toast.failure(error);
    }
  };

  const onRefuse = async () => {
    const ok = await confirm({
      title: t('registration.refuseTitle'),
      content: t('registration.refuseContent', { username: r.username }),
      danger: true,
    });
    if (!ok) return;
    try {
      await refuseRegistration.mutateAsync(r.id);
      toast.success(messageText('account.registration_refused'));
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <>
      <Button danger disabled={busy} loading={refuseRegistration.isPending} onClick={() => void onRefuse()}>
        {t('registration.refuse')}
      </Button>
      <Button
        type="primary"
        disabled={busy}
        loading={confirmRegistration.isPending}
        onClick={() => void onConfirm()}
      >
        {t('registration.confirm')}
      </Button>
    </>
  );
}

/** The registration's fields and document. */
function RegistrationInfo({ registration: r }: { registration: Registration }) {
  const { t } = useTranslation('account');
  const mobile = useIsMobile();
  const empty = <Typography.Text type="secondary">—</Typography.Text>;
  const orEmpty = (value: string | null) => value || empty;
  const file = r.file;
  return (
    <Descriptions
      column={mobile ? 1 : 2}
      bordered
      size="middle"
      items={[
        { key: 'type', label: t('registration.fields.type'), children: t(`registration.types.${r.type}`) },
        { key: 'username', label: t('registration.fields.username'), children: r.username },
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
          children: file ? (
            <Button
              type="link"
              style={{ padding: 0 }}
              onClick={() => void openFile(file).catch(toast.failure)}
            >
              {file.name}
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
  );
}

/**
 * /user-manager/user-request/:id — opened by a CONFIRM_REGISTER notification (spec §2.7): one partner
 * registration with its details and document; staff holding `user.update` confirm it (with the call
 * of its type) or refuse it. Any status can be viewed; only a pending one offers the buttons.
 */
export function RegistrationRequestPage() {
  const { t } = useTranslation('account');
  const id = Number(useParams().id);
  const registration = useRegistration(id);
  const canHandle = usePermission('user.update');
  const crumbs = [useHomeCrumb(), { label: t('registration.title') }];

  return (
    <RecordGate
      query={registration}
      title={t('registration.title')}
      breadcrumbs={crumbs}
      notFound={t('registration.loadFailed')}
      backTo={accountPaths.home}
    >
      {(r) => (
        <DetailPage
          title={r.fullname}
          breadcrumbs={crumbs}
          status={<Tag color={STATUS_COLORS[r.status]}>{t(`registration.status.${r.status}`)}</Tag>}
          actions={r.status === 'pending' && canHandle && <RegistrationActions registration={r} />}
        >
          <RegistrationInfo registration={r} />
        </DetailPage>
      )}
    </RecordGate>
  );
}
