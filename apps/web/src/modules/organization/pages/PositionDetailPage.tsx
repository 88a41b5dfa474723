import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageLoading, useLocalePath } from '../../../platform/layout';
import { Can } from '../../../platform/session';
import { useDeletePosition, usePosition } from '../api/positions';
import { PageShell } from '../components/PageShell';
import { PositionForm } from '../components/PositionForm';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';
import { useDeleteAction } from '../use-delete-action';

/** /staff-manager/position/:id — details, edit and delete. */
export function PositionDetailPage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const id = Number(useParams().id);
  const position = usePosition(Number.isInteger(id) && id > 0 ? id : undefined);
  const remove = useDeletePosition();
  const deletion = useDeleteAction((pid: number) => remove.mutateAsync(pid), 'organization.position_deleted');
  const back = () => void navigate(localise(organizationPaths.positions));
  return (
    <PageShell title={t('position.detailTitle')} backTo={organizationPaths.positions}>
      {position.isLoading ? (
        <PageLoading />
      ) : position.data ? (
        <PositionForm
          key={position.data.updated_at}
          position={position.data}
          onSaved={() => undefined}
          onCancel={back}
          extra={
            <Can permission="positionstaff.manage">
              <Button
                danger
                loading={deletion.busy}
                onClick={() =>
                  void deletion
                    .run(position.data.id, t('position.deleteContent', { name: position.data.name }))
                    .then((ok) => ok && back())
                }
              >
                {t('common.delete')}
              </Button>
            </Can>
          }
        />
      ) : (
        <Result status="404" title={position.error?.message ?? t('common.notFound')} />
      )}
    </PageShell>
  );
}
