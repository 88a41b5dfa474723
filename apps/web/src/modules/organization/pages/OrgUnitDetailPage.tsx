import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageLoading, useLocalePath } from '../../../platform/layout';
import { Can } from '../../../platform/session';
import { useDeleteOrgUnit, useOrgUnit } from '../api/org-units';
import { OrgUnitForm } from '../components/OrgUnitForm';
import { PageShell } from '../components/PageShell';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';
import { useDeleteAction } from '../use-delete-action';

/** /staff-manager/organization/:id — details, edit (including moving it) and delete. */
export function OrgUnitDetailPage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const id = Number(useParams().id);
  const unit = useOrgUnit(Number.isInteger(id) && id > 0 ? id : undefined);
  const remove = useDeleteOrgUnit();
  const deletion = useDeleteAction((uid: number) => remove.mutateAsync(uid), 'organization.unit_deleted');
  const back = () => void navigate(localise(organizationPaths.organization));
  return (
    <PageShell title={t('unit.detailTitle')} backTo={organizationPaths.organization}>
      {unit.isLoading ? (
        <PageLoading />
      ) : unit.data ? (
        <OrgUnitForm
          key={unit.data.updated_at}
          unit={unit.data}
          onSaved={() => undefined}
          onCancel={back}
          extra={
            <Can permission="organizationstaff.manage">
              <Button
                danger
                loading={deletion.busy}
                onClick={() =>
                  void deletion
                    .run(unit.data.id, t('unit.deleteContent', { name: unit.data.name }))
                    .then((ok) => ok && back())
                }
              >
                {t('common.delete')}
              </Button>
            </Can>
          }
        />
      ) : (
        <Result status="404" title={unit.error?.message ?? t('common.notFound')} />
      )}
    </PageShell>
  );
}
