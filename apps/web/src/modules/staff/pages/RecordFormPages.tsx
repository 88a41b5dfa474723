import { useNavigate, useParams } from 'react-router';
import type { StaffDetail } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, RecordGate, type Crumb } from '../../../platform/pages';
import { RecordSections } from '../../../platform/routing';
import { usePermission } from '../../../platform/session';
import { useCreateStaff, useCreateStaffWithAccount, useStaffDetail, useUpdateStaff } from '../api/staff';
import { StaffFormFields } from '../components/StaffForm';
import { recordFields, useStaffForm } from '../components/staff-form-values';
import { StaffSummary } from '../components/StaffSummary';
import { useStaffTexts } from '../locales';
import { accountStaffPath, recordPath, staffPaths } from '../paths';

/** The list a record page belongs to: staff records, or staff by account (with a login). */
function useListCrumb(withLogin: boolean): Crumb & { to: string } {
  const texts = useStaffTexts();
  return withLogin
    ? { label: texts.titles.accounts, to: staffPaths.accounts }
    : { label: texts.titles.records, to: staffPaths.records };
}

function CreatePage({ withLogin }: { withLogin: boolean }) {
  const texts = useStaffTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateStaff();
  const createWithAccount = useCreateStaffWithAccount();
  const list = useListCrumb(withLogin);
  const form = useStaffForm();
  return (
    <FormPage
      title={withLogin ? texts.titles.createWithAccount : texts.titles.create}
      submitLabel={texts.actions.create}
      breadcrumbs={[list]}
      form={form}
      wide
      onSubmit={async (values) => {
        const created = withLogin
          ? await createWithAccount.mutateAsync(values)
          : await create.mutateAsync(recordFields(values));
        toast.success(messageText('staff.created'));
        void navigate(localePath(withLogin ? accountStaffPath(created.id) : recordPath(created.id)), {
          replace: true,
        });
      }}
      onCancel={() => void navigate(localePath(list.to))}
    >
      <StaffFormFields form={form} withLogin={withLogin} />
    </FormPage>
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

/** The record's form; read-only without `employeestaff.manage`. */
function EditForm({ staff, list }: { staff: StaffDetail; list: Crumb & { to: string } }) {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('employeestaff.manage');
  const update = useUpdateStaff(staff.id);
  const form = useStaffForm(staff);
  return (
    <FormPage
      title={staff.fullname}
      breadcrumbs={[list]}
      form={form}
      wide
      readOnly={!canManage}
      onSubmit={async (values) => {
        // Updates never create a login.
        await update.mutateAsync(recordFields(values));
        toast.success(messageText('staff.updated'));
      }}
      onCancel={() => void navigate(localePath(list.to))}
    >
      <StaffSummary staff={staff} />
      <StaffFormFields form={form} staff={staff} readOnly={!canManage} />
    </FormPage>
  );
}

/** A staff record to edit, then the sections other modules add to it (contracts). */
function EditPage({ id, withLogin }: { id: number; withLogin: boolean }) {
  const texts = useStaffTexts();
  const list = useListCrumb(withLogin);
  const detail = useStaffDetail(id);
  return (
    <RecordGate
      query={detail}
      title={texts.titles.loading}
      breadcrumbs={[list]}
      notFound={texts.titles.notFound}
      backTo={list.to}
    >
      {(staff) => (
        <>
          <EditForm key={staff.updated_at} staff={staff} list={list} />
          <RecordSections slot="staff.record" recordId={staff.id} />
        </>
      )}
    </RecordGate>
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
  return <EditPage key={id} id={id} withLogin={false} />;
}

/** /staff-manager/staff/:id */
export function AccountStaffDetailPage() {
  const id = useNumericId();
  return <EditPage key={id} id={id} withLogin />;
}
