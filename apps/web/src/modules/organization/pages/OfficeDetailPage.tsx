import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageLoading, useLocalePath } from '../../../platform/layout';
import { Can } from '../../../platform/session';
import { useDeleteOffice, useOffice } from '../api/offices';
import { PageShell } from '../components/PageShell';
import { OfficeForm } from '../components/OfficeForm';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';
import { useDeleteAction } from '../use-delete-action';

/** /staff-manager/office/:id — details, edit and delete. */
export function OfficeDetailPage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const id = Number(useParams().id);
  const office = useOffice(Number.isInteger(id) && id > 0 ? id : undefined);
  const remove = useDeleteOffice();
  const deletion = useDeleteAction((pid: number) => remove.mutateAsync(pid), 'organization.office_deleted');
  const back = () => void navigate(localise(organizationPaths.offices));
  return (
    <PageShell title={t('office.detailTitle')} backTo={organizationPaths.offices}>
      {office.isLoading ? (
        <PageLoading />
      ) : office.data ? (
        <OfficeForm
          key={office.data.updated_at}
          office={office.data}
          onSaved={() => undefined}
          onCancel={back}
          extra={
            <Can permission="officestaff.manage">
              <Button
                danger
                loading={deletion.busy}
                onClick={() =>
                  void deletion
                    .run(office.data.id, t('office.deleteContent', { name: office.data.name }))
                    .then((ok) => ok && back())
                }
              >
                {t('common.delete')}
              </Button>
            </Can>
          }
        />
      ) : (
        <Result status="404" title={office.error?.message ?? t('common.notFound')} />
      )}
    </PageShell>
  );
}
