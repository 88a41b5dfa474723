import { useParams } from 'react-router';
import { positionBody, type Position } from '@kenh/contract';
import { usePosition, useUpdatePosition } from '../api/positions';
import { ActiveTag } from '../components/ActiveTag';
import { OrgRecordDetail, type OrgRecordKind } from '../components/OrgRecordDetail';
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

const position: OrgRecordKind<Position, typeof positionBody, PositionFormValues> = {
  schema: positionBody,
  defaults: positionFormDefaults,
  fields: (form, record) => <PositionFields control={form.control} position={record} />,
  useRecord: usePosition,
  useUpdate: useUpdatePosition,
  updatedMessage: 'organization.position_updated',
  permission: 'positionstaff.manage',
  listPath: organizationPaths.positions,
};

/** /staff-manager/position/:id — the position's fields, its history; delete. */
export function PositionDetailPage() {
  const texts = useOrgTexts();
  const remove = useDeleteRecord();
  return (
    <OrgRecordDetail
      kind={position}
      id={recordId(useParams().id)}
      title={texts.position.title}
      notFound={texts.position.notFound}
      crumbs={positionCrumbs(texts)}
      status={(p) => <ActiveTag active={p.is_active} />}
      remove={remove.position}
      history={{ entity: 'position', fieldLabels: fieldLabels(texts) }}
    />
  );
}
