import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { officeBody, type Office } from '@kenh/contract';
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
import { useAreaOptions } from '../api/areas';
import { useOffice, useUpdateOffice } from '../api/offices';
import { ActiveTag } from '../components/ActiveTag';
import { OfficeFields, officeFormDefaults, type OfficeFormValues } from '../components/OfficeFields';
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

/** The office's fields, editable with `officestaff.manage`. */
function OfficeInfo({ office, editable }: { office: Office; editable: boolean }) {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdateOffice(office.id);
  const form = useContractForm<typeof officeBody, OfficeFormValues>(officeBody, officeFormDefaults(office));
  return (
    <FormBody
      form={form}
      readOnly={!editable}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText('organization.office_updated'));
      }}
      onCancel={() => void navigate(localePath(organizationPaths.offices))}
    >
      <OfficeFields form={form} office={office} readOnly={!editable} />
    </FormBody>
  );
}

/** /staff-manager/office/:id — the office's fields, its history; delete. */
export function OfficeDetailPage() {
  const texts = useOrgTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('officestaff.manage');
  const remove = useDeleteRecord();
  const areas = useAreaOptions();
  const id = recordId(useParams().id);
  const office = useOffice(id > 0 ? id : undefined);
  const crumbs = officeCrumbs(texts);
  const toList = () => void navigate(localePath(organizationPaths.offices));
  if (id > 0 && office.isLoading) return <DetailLoading title={texts.office.title} breadcrumbs={crumbs} />;
  if (!office.data) {
    return (
      <DetailNotFound
        message={office.error?.message ?? texts.office.notFound}
        breadcrumbs={crumbs}
        onBack={toList}
      />
    );
  }
  const data = office.data;
  return (
    <DetailPage
      title={data.name}
      breadcrumbs={crumbs}
      status={<ActiveTag active={data.is_active} />}
      actions={
        canManage && (
          <Button danger onClick={() => void remove.office(data).then((gone) => gone && toList())}>
            {texts.common.delete}
          </Button>
        )
      }
      history={{
        entity: 'office',
        id,
        fieldLabels: fieldLabels(texts),
        // The area's name instead of its id (an area deleted since shows its id).
        formatValue: (field, value) =>
          field === 'area_id' ? areas.options.find((a) => a.value === value)?.label : undefined,
      }}
    >
      <OfficeInfo key={data.updated_at} office={data} editable={canManage} />
    </DetailPage>
  );
}
