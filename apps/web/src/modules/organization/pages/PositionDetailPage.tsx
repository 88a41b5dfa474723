import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { positionBody, type Position } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  DetailLoading,
  DetailNotFound,
  DetailPage,
  FormBody,
  useContractForm,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { usePosition, useUpdatePosition } from '../api/positions';
import { ActiveTag } from '../components/ActiveTag';
import { PositionFields, positionFormDefaults, type PositionFormValues } from '../components/PositionFields';
import { useDeleteRecord } from '../components/use-delete-record';
import { useOrgTexts, type OrganizationMessages } from '../locales';
import { organizationPaths } from '../paths';
import { positionCrumbs, recordId } from './page-parts';

/** Labels of the audited position fields, for the history tab. */
const fieldLabels = (texts: OrganizationMessages) => ({
  code: texts.common.code,
  name: texts.position.name,
  level: texts.position.level,
  description: texts.common.description,
  is_active: texts.position.isActive,
});

/** The position's fields, editable with `positionstaff.manage`. */
function PositionInfo({ position, editable }: { position: Position; editable: boolean }) {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdatePosition(position.id);
  const form = useContractForm<typeof positionBody, PositionFormValues>(
    positionBody,
    positionFormDefaults(position),
  );
  return (
    <FormBody
      form={form}
      readOnly={!editable}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText('organization.position_updated'));
      }}
      onCancel={() => void navigate(localePath(organizationPaths.positions))}
    >
      <PositionFields control={form.control} position={position} />
    </FormBody>
  );
}

/** /staff-manager/position/:id — the position's fields, its history; delete. */
export function PositionDetailPage() {
  const texts = useOrgTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('positionstaff.manage');
  const remove = useDeleteRecord();
  const id = recordId(useParams().id);
  const position = usePosition(id > 0 ? id : undefined);
  const crumbs = positionCrumbs(texts);
  const toList = () => void navigate(localePath(organizationPaths.positions));
  if (id > 0 && position.isLoading)
    return <DetailLoading title={texts.position.title} breadcrumbs={crumbs} />;
  if (!position.data) {
    return (
      <DetailNotFound
        message={position.error?.message ?? texts.position.notFound}
        breadcrumbs={crumbs}
        onBack={toList}
      />
    );
  }
  const data = position.data;
  return (
    <DetailPage
      title={data.name}
      breadcrumbs={crumbs}
      status={<ActiveTag active={data.is_active} />}
      actions={
        canManage && (
          <Button danger onClick={() => void remove.position(data).then((gone) => gone && toList())}>
            {texts.common.delete}
          </Button>
        )
      }
      history={{ entity: 'position', id, fieldLabels: fieldLabels(texts) }}
    >
      <PositionInfo key={data.updated_at} position={data} editable={canManage} />
    </DetailPage>
  );
}
