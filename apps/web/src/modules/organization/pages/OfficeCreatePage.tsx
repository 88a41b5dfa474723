import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { PageShell } from '../components/PageShell';
import { OfficeForm } from '../components/OfficeForm';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';

/** /staff-manager/office/create */
export function OfficeCreatePage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const back = () => void navigate(localise(organizationPaths.offices));
  return (
    <PageShell title={t('office.createTitle')} backTo={organizationPaths.offices}>
      <OfficeForm onSaved={(p) => void navigate(localise(organizationPaths.office(p.id)))} onCancel={back} />
    </PageShell>
  );
}
