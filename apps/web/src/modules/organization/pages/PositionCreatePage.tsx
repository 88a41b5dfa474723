import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { PageShell } from '../components/PageShell';
import { PositionForm } from '../components/PositionForm';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';

/** /staff-manager/position/create */
export function PositionCreatePage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const back = () => void navigate(localise(organizationPaths.positions));
  return (
    <PageShell title={t('position.createTitle')} backTo={organizationPaths.positions}>
      <PositionForm
        onSaved={(p) => void navigate(localise(organizationPaths.position(p.id)))}
        onCancel={back}
      />
    </PageShell>
  );
}
