import { useNavigate, useSearchParams } from 'react-router';
import { orgUnitBody } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { useCreateOrgUnit } from '../api/org-units';
import { OrgUnitFields, orgUnitFormDefaults, type OrgUnitFormValues } from '../components/OrgUnitFields';
import { useOrgTexts } from '../locales';
import { organizationPaths } from '../paths';
import { recordId, unitCrumbs } from './page-parts';

/** /staff-manager/organization/create, optionally `?parent_id=` (from "add sub-unit"). */
export function OrgUnitCreatePage() {
  const texts = useOrgTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const parentId = recordId(params.get('parent_id') ?? undefined);
  const create = useCreateOrgUnit();
  const form = useContractForm<typeof orgUnitBody, OrgUnitFormValues>(
    orgUnitBody,
    orgUnitFormDefaults(undefined, parentId > 0 ? parentId : null),
  );
  const toTree = () => void navigate(localePath(organizationPaths.organization));
  return (
    <FormPage
      title={texts.unit.createTitle}
      breadcrumbs={unitCrumbs(texts)}
      form={form}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        toast.success(messageText('organization.unit_created'));
        toTree();
      }}
      onCancel={toTree}
    >
      <OrgUnitFields control={form.control} />
    </FormPage>
  );
}
