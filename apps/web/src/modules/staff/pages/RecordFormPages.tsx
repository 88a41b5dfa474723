import { Button, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { CreateStaffBody, StaffDetail } from '@kenh/contract';
import { RecordSections } from '../../../platform/routing';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
import { usePermission } from '../../../platform/session';
import { useCreateStaff, useCreateStaffWithAccount, useStaffDetail, useUpdateStaff } from '../api/staff';
import { StaffForm } from '../components/StaffForm';
import { StatusTag } from '../components/StaffTable';
import { fill, useStaffTexts } from '../locales';
import { accountStaffPath, recordPath, staffPaths } from '../paths';

export function PageTitle({ title, back = true }: { title: string; back?: boolean }) {
  const mobile = useIsMobile();
  useDocumentTitle(title);
  useHeader({ headerTitle: title, hasIconBackHeader: back, hasMenu: !back });
  return mobile ? null : (
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
}

function CreatePage({ withLogin }: { withLogin: boolean }) {
  const texts = useStaffTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateStaff();
  const createWithAccount = useCreateStaffWithAccount();
  const listPath = withLogin ? staffPaths.accounts : staffPaths.records;
  const submit = async (values: CreateStaffBody) => {
    const created = withLogin
      ? await createWithAccount.mutateAsync(values)
      : await create.mutateAsync(values);
    toast.success(messageText('staff.created'));
    void navigate(localePath(withLogin ? accountStaffPath(created.id) : recordPath(created.id)), {
      replace: true,
    });
  };
  return (
    <>
      <PageTitle title={withLogin ? texts.titles.createWithAccount : texts.titles.create} />
      <StaffForm
        withLogin={withLogin}
        submitting={create.isPending || createWithAccount.isPending}
        onSubmit={submit}
        onCancel={() => void navigate(localePath(listPath))}
      />
    </>
  );
}

/** /staff-manager/m-staff/create */
export function RecordCreatePage() {
  return <CreatePage withLogin={false} />;
}

/** /staff-manager/staff/create: a record and, optionally, its login account (`create_staff`). */
export function AccountStaffCreatePage() {
  return <CreatePage withLogin />;
}

/** Read-only facts shown above the form: code, account, status, reports. */
export function StaffSummary({ staff }: { staff: StaffDetail }) {
  const texts = useStaffTexts();
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'code', label: texts.fields.code, children: staff.code },
          { key: 'account', label: texts.fields.account, children: staff.account?.username ?? '—' },
          { key: 'status', label: texts.fields.status, children: <StatusTag status={staff.status} /> },
          { key: 'reports', label: texts.fields.reports, children: staff.report_count },
        ]}
      />
    </Card>
  );
}

function DetailPage({ id, listPath }: { id: number; listPath: string }) {
  const texts = useStaffTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('employeestaff.manage');
  const detail = useStaffDetail(id);
  const update = useUpdateStaff(id);
  if (detail.isLoading) {
    return (
      <>
        <PageTitle title={texts.titles.records} />
        <Spin />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageTitle title={texts.titles.notFound} />
        <Result
          status="404"
          title={detail.error?.message ?? texts.titles.notFound}
          extra={<Button onClick={() => void navigate(localePath(listPath))}>{texts.actions.back}</Button>}
        />
      </>
    );
  }
  const submit = async (values: CreateStaffBody) => {
    // Updates never create a login; the server ignores the key (not part of the update body).
    const body: CreateStaffBody = { ...values, login: null };
    await update.mutateAsync(body);
    toast.success(messageText('staff.updated'));
  };
  return (
    <>
      <PageTitle title={fill(texts.titles.detail, { code: detail.data.code })} />
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <StaffSummary staff={detail.data} />
        <StaffForm
          key={detail.data.updated_at}
          staff={detail.data}
          readOnly={!canManage}
          submitting={update.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(localePath(listPath))}
        />
        <RecordSections slot="staff.record" recordId={detail.data.id} />
      </Space>
    </>
  );
}

function useNumericId(): number {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** /staff-manager/m-staff/:id — detail and edit (relatives editable). */
export function RecordDetailPage() {
  const id = useNumericId();
  return <DetailPage key={id} id={id} listPath={staffPaths.records} />;
}

/** /staff-manager/staff/:id */
export function AccountStaffDetailPage() {
  const id = useNumericId();
  return <DetailPage key={id} id={id} listPath={staffPaths.accounts} />;
}
