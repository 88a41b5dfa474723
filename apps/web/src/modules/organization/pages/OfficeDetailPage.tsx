import { useParams } from 'react-router';
import { officeBody, type Office } from '@kenh/contract';
import { useOffice, useUpdateOffice } from '../api/offices';
import { ActiveTag } from '../components/ActiveTag';
import { OfficeFields, officeFormDefaults, type OfficeFormValues } from '../components/OfficeFields';
import { OrgRecordDetail, type OrgRecordKind } from '../components/OrgRecordDetail';
import { useDeleteRecord } from '../components/use-delete-record';
import { useOrgTexts, type OrganizationMessages } from '../locales';
import { organizationPaths } from '../paths';
import { officeCrumbs, recordId } from './page-parts';

/** Labels of the audited office fields, for the history tab. */
const fieldLabels = (texts: OrganizationMessages) => ({
  code: texts.common.code,
  name: texts.office.name,
  address: texts.office.address,
  province_code: texts.office.provinceCode,
  ward_code: texts.office.wardCode,
  phone: texts.office.phone,
  email: texts.office.email,
  area_id: texts.office.area,
  is_active: texts.office.isActive,
});

const office: OrgRecordKind<Office, typeof officeBody, OfficeFormValues> = {
  schema: officeBody,
  defaults: officeFormDefaults,
  fields: (form, record, readOnly) => <OfficeFields form={form} office={record} readOnly={readOnly} />,
  useRecord: useOffice,
  useUpdate: useUpdateOffice,
  updatedMessage: 'organization.office_updated',
  permission: 'officestaff.manage',
  listPath: organizationPaths.offices,
};

/** /staff-manager/office/:id — the office's fields, its history; delete. */
export function OfficeDetailPage() {
  const texts = useOrgTexts();
  const remove = useDeleteRecord();
  return (
    <OrgRecordDetail
      kind={office}
      id={recordId(useParams().id)}
      title={texts.office.title}
      notFound={texts.office.notFound}
      crumbs={officeCrumbs(texts)}
      status={(o) => <ActiveTag active={o.is_active} />}
      remove={remove.office}
      history={{ entity: 'office', fieldLabels: fieldLabels(texts) }}
    />
  );
}
