import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { createUserBody, type AccountDetail, type CreatableAccountType } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { NotFoundPage, useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { useCreateUser } from '../api/accounts';
import { useHomeCrumb } from '../components/use-home-crumb';
import { UserFormFields, userFormDefaults, type UserFormValues } from '../components/UserFormFields';
import { creatableType, USER_FORM_KINDS } from '../components/user-form-kinds';
import { accountPaths, partnerProfilePath, userDetailPath } from '../paths';

/** The creation fields without the type: the address chooses it. */
const createFields = createUserBody.omit({ type: true });

/** The form of one type; keyed by the type so switching types starts a fresh form. */
function CreateUserForm({ type }: { type: CreatableAccountType }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateUser();
  const form = useContractForm<typeof createFields, UserFormValues>(createFields, userFormDefaults());
  const typeName = t(`users.types.${type}`);
  const crumbs = [
    useHomeCrumb(),
    { label: t('users.title'), to: accountPaths.users },
    { label: t('users.chooser.title'), to: accountPaths.userCreate },
  ];

  /** NPP and NVTT get their partner profile on the partner screens: offer to go there at once. */
  const afterCreate = async (account: AccountDetail) => {
    toast.success(t('users.form.created', { username: account.username }));
    if (type === 'NPP' || type === 'NVTT') {
      const toProfile = await confirm({
        title: t('users.form.partnerNext'),
        content: t('users.form.partnerHint'),
        okText: t('users.form.partnerNext'),
        cancelText: t('users.form.later'),
      });
      if (toProfile) {
        void navigate(localePath(partnerProfilePath(type, account.id)));
        return;
      }
    }
    void navigate(localePath(userDetailPath(account.id)));
  };

  return (
    <FormPage
      title={t('users.form.createTitle', { type: typeName })}
      breadcrumbs={crumbs}
      form={form}
      wide
      onSubmit={async (values) => {
        const account = await create.mutateAsync({ ...values, type });
        await afterCreate(account);
      }}
      onCancel={() => void navigate(localePath(accountPaths.userCreate))}
    >
      <UserFormFields control={form.control} setValue={form.setValue} kind={USER_FORM_KINDS[type]} signIn />
    </FormPage>
  );
}

/** /user-manager/create/AD|KH|KT|NPP|NVTT: a new account of the type the address names. */
export function CreateUserPage() {
  const type = creatableType(useLocation().pathname.split('/').pop());
  if (!type) return <NotFoundPage />;
  return <CreateUserForm key={type} type={type} />;
}
