import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { companyProfileBody, type CompanyProfile, type CompanyProfileBody } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { FormTextInput } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, RecordGate, useContractForm, type Crumb } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useCompanyProfile, useUpdateCompanyProfile } from '../api/company-profile';
import { useOrgTexts } from '../locales';

/** The settings index (access module), where this page sits among the other settings. */
const SETTINGS = '/settings';

type Field = keyof CompanyProfileBody;
type CompanyProfileFormValues = Record<Field, string>;

const FIELDS: readonly { name: Field; label: keyof ReturnType<typeof useOrgTexts>['company'] }[] = [
  { name: 'name', label: 'name' },
  { name: 'short_name', label: 'shortName' },
  { name: 'tax_code', label: 'taxCode' },
  { name: 'address', label: 'address' },
  { name: 'phone', label: 'phone' },
  { name: 'email', label: 'email' },
  { name: 'website', label: 'website' },
  { name: 'bank_account', label: 'bankAccount' },
  { name: 'bank_name', label: 'bankName' },
];

function formValues(profile: CompanyProfile): CompanyProfileFormValues {
  return Object.fromEntries(
    FIELDS.map(({ name }) => [name, profile[name] ?? '']),
  ) as CompanyProfileFormValues;
}

/** /settings/company — the company profile printed on documents; saved by holders of `role.manage`. */
export function CompanyProfilePage() {
  const texts = useOrgTexts();
  const query = useCompanyProfile();
  const crumbs = [{ label: texts.company.settings, to: SETTINGS }];
  return (
    <RecordGate
      query={query}
      title={texts.company.title}
      breadcrumbs={crumbs}
      notFound={texts.company.title}
      backTo={SETTINGS}
    >
      {(profile) => (
        <CompanyProfileForm key={profile.updated_at ?? 'empty'} profile={profile} crumbs={crumbs} />
      )}
    </RecordGate>
  );
}

function CompanyProfileForm({ profile, crumbs }: { profile: CompanyProfile; crumbs: readonly Crumb[] }) {
  const texts = useOrgTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('role.manage');
  const update = useUpdateCompanyProfile();
  const form = useContractForm<typeof companyProfileBody, CompanyProfileFormValues>(
    companyProfileBody,
    formValues(profile),
  );
  return (
    <FormPage
      title={texts.company.title}
      breadcrumbs={crumbs}
      form={form}
      readOnly={!canManage}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText('organization.company_profile_updated'));
      }}
      onCancel={() => void navigate(localePath(SETTINGS))}
    >
      <Typography.Paragraph type="secondary">{texts.company.hint}</Typography.Paragraph>
      {FIELDS.map(({ name, label }) => (
        <FormTextInput
          key={name}
          name={name}
          control={form.control}
          label={texts.company[label]}
          id={`company-${name.replace('_', '-')}`}
        />
      ))}
    </FormPage>
  );
}
