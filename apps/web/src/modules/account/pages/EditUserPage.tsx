import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { updateUserBody, type AccountDetail } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, RecordGate, useContractForm } from '../../../platform/pages';
import { useAccount, useUpdateUser } from '../api/accounts';
import { useHomeCrumb } from '../components/use-home-crumb';
import { UserFormFields, userFormDefaults, type UserFormValues } from '../components/UserFormFields';
import { formKindOf } from '../components/user-form-kinds';
import { accountPaths, userDetailPath } from '../paths';

function EditUserForm({ account }: { account: AccountDetail }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdateUser(account.id);
  const form = useContractForm<typeof updateUserBody, UserFormValues>(
    updateUserBody,
    userFormDefaults(account),
  );
  const crumbs = [
    useHomeCrumb(),
    { label: t('users.title'), to: accountPaths.users },
    { label: account.fullname, to: userDetailPath(account.id) },
  ];
  return (
    <FormPage
      title={t('users.form.editTitle')}
      breadcrumbs={crumbs}
      form={form}
      wide
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText('account.updated'));
        void navigate(localePath(userDetailPath(account.id)));
      }}
      onCancel={() => void navigate(localePath(userDetailPath(account.id)))}
    >
      <UserFormFields
        control={form.control}
        setValue={form.setValue}
        kind={formKindOf(account.type)}
        signIn={false}
        selfId={account.id}
      />
    </FormPage>
  );
}

/** /user-manager/edit/:id: the account's name, contacts, position, manager and place. */
export function EditUserPage() {
  const { t } = useTranslation('account');
  const id = Number(useParams().id);
  const account = useAccount(id);
  const crumbs = [useHomeCrumb(), { label: t('users.title'), to: accountPaths.users }];
  return (
    <RecordGate
      query={account}
      title={t('users.form.editTitle')}
      breadcrumbs={crumbs}
      notFound={t('users.notFound')}
      backTo={accountPaths.users}
    >
      {(a) => <EditUserForm key={a.updated_at} account={a} />}
    </RecordGate>
  );
}
