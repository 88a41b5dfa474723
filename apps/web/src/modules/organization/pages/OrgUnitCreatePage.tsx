import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { OrgUnitForm } from '../components/OrgUnitForm';
import { PageShell } from '../components/PageShell';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';

/** /staff-manager/organization/create, optionally `?parent_id=` (from "add sub-unit"). */
export function OrgUnitCreatePage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const [params] = useSearchParams();
  const parent = Number(params.get('parent_id'));
  const back = () => void navigate(localise(organizationPaths.organization));
  return (
    <PageShell title={t('unit.createTitle')} backTo={organizationPaths.organization}>
      <OrgUnitForm
        defaultParentId={Number.isInteger(parent) && parent > 0 ? parent : null}
        onSaved={back}
        onCancel={back}
      />
    </PageShell>
  );
}
