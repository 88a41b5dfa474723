import { useNavigate } from 'react-router';
import { officeBody } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { useCreateOffice } from '../api/offices';
import { OfficeFields, officeFormDefaults, type OfficeFormValues } from '../components/OfficeFields';
import { useOrgTexts } from '../locales';
import { organizationPaths } from '../paths';
import { officeCrumbs } from './page-parts';

/** /staff-manager/office/create */
export function OfficeCreatePage() {
  const texts = useOrgTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateOffice();
  const form = useContractForm<typeof officeBody, OfficeFormValues>(officeBody, officeFormDefaults());
  return (
    <FormPage
      title={texts.office.createTitle}
      breadcrumbs={officeCrumbs(texts)}
      form={form}
      onSubmit={async (values) => {
        const office = await create.mutateAsync(values);
        toast.success(messageText('organization.office_created'));
        void navigate(localePath(organizationPaths.office(office.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(organizationPaths.offices))}
    >
      <OfficeFields form={form} readOnly={false} />
    </FormPage>
  );
}
