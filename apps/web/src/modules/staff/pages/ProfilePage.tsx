import { Button, Card, Descriptions, Empty, Flex } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { formatDate, type StaffDetail } from '@kenh/contract';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { DetailPage, ItemList, PageHeader, RecordGate } from '../../../platform/pages';
import { RecordSections } from '../../../platform/routing';
import { usePermission } from '../../../platform/session';
import { useMyStaff, useNation, useRelations, useStaffDetail } from '../api/staff';
import { StaffAddressText } from '../components/StaffAddressText';
import { staffHistory } from '../components/staff-history';
import { StaffSummary } from '../components/StaffSummary';
import { StatusTag } from '../components/StatusTag';
import { useStaffTexts } from '../locales';
import { recordPath, staffPaths } from '../paths';

function Profile({ staff }: { staff: StaffDetail }) {
  const texts = useStaffTexts();
  const lang = useLocale();
  const nation = useNation();
  const relations = useRelations();
  const nameOf = (list: { code: string; vi: string; en: string }[] | undefined, code: string | null) =>
    list?.find((x) => x.code === code)?.[lang] ?? code ?? '';
  return (
    <Flex vertical gap={16}>
      <StaffSummary staff={staff} />
      <Card title={texts.sections.personal} size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'name', label: texts.fields.fullname, children: staff.fullname },
            {
              key: 'gender',
              label: texts.fields.gender,
              children: staff.gender ? texts.genders[staff.gender] : '',
            },
            { key: 'birth', label: texts.fields.birthDate, children: formatDate(staff.birth_date) },
            { key: 'id', label: texts.fields.idNumber, children: staff.id_number ?? '' },
            { key: 'issued', label: texts.fields.idIssueDate, children: formatDate(staff.id_issue_date) },
            { key: 'place', label: texts.fields.idIssuePlace, children: staff.id_issue_place ?? '' },
            {
              key: 'marital',
              label: texts.fields.maritalStatus,
              children: staff.marital_status ? texts.marital[staff.marital_status] : '',
            },
            {
              key: 'nationality',
              label: texts.fields.nationality,
              children: nameOf(nation.data?.nationalities, staff.nationality),
            },
            {
              key: 'ethnicity',
              label: texts.fields.ethnicity,
              children: nameOf(nation.data?.ethnicities, staff.ethnicity),
            },
            { key: 'phone', label: texts.fields.phone, children: staff.phone ?? '' },
            { key: 'email', label: texts.fields.email, children: staff.email ?? '' },
            {
              key: 'perm',
              label: texts.fields.permanentAddress,
              children: <StaffAddressText value={staff.permanent_address} />,
            },
            {
              key: 'cur',
              label: texts.fields.currentAddress,
              children: <StaffAddressText value={staff.current_address} />,
            },
          ]}
        />
      </Card>
      <Card title={texts.sections.work} size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'position', label: texts.fields.position, children: staff.position?.name ?? '' },
            { key: 'unit', label: texts.fields.orgUnit, children: staff.org_unit?.name ?? '' },
            { key: 'office', label: texts.fields.office, children: staff.office?.name ?? '' },
            {
              key: 'area',
              label: texts.fields.areaZone,
              children: [staff.area?.name, staff.zone?.name].filter(Boolean).join(' / '),
            },
            {
              key: 'manager',
              label: texts.fields.manager,
              children: staff.manager ? `${staff.manager.fullname} (${staff.manager.code})` : '',
            },
            { key: 'join', label: texts.fields.joinDate, children: formatDate(staff.join_date) },
          ]}
        />
      </Card>
      <Card title={texts.sections.relatives} size="small">
        <ItemList
          items={staff.relatives}
          rowKey="id"
          emptyText={texts.relatives.empty}
          renderItem={(r) =>
            [nameOf(relations.data, r.relation), r.fullname, r.birth_year, r.phone, r.occupation]
              .filter(Boolean)
              .join(' · ')
          }
        />
      </Card>
      <RecordSections slot="staff.record" recordId={staff.id} />
    </Flex>
  );
}

/**
 * /staff/:id? — a staff profile (employeestaff), or without an id the caller's own record. Its
 * history needs `employeestaff` (the record access rule), so one's own record shows it only then.
 */
export function ProfilePage() {
  const texts = useStaffTexts();
  const locale = useLocale();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { id } = useParams();
  const own = id === undefined;
  const canRead = usePermission('employeestaff');
  const canManage = usePermission('employeestaff.manage');
  const other = useStaffDetail(own ? undefined : Number(id) || 0);
  const mine = useMyStaff(own);
  const query = own ? mine : other;
  const crumbs = own ? [] : [{ label: texts.titles.records, to: staffPaths.records }];
  if (own && query.data === null) {
    return (
      <>
        <PageHeader title={texts.titles.profile} />
        <Empty description={texts.titles.noOwnRecord} />
      </>
    );
  }
  return (
    <RecordGate
      query={query}
      title={own ? texts.titles.profile : texts.titles.loading}
      breadcrumbs={crumbs}
      notFound={texts.titles.notFound}
      backTo={canRead ? staffPaths.records : '/'}
    >
      {(staff) => (
        <DetailPage
          title={own ? texts.titles.profile : staff.fullname}
          breadcrumbs={crumbs}
          status={<StatusTag status={staff.status} />}
          actions={
            canManage && (
              <Button onClick={() => void navigate(localePath(recordPath(staff.id)))}>
                {texts.actions.edit}
              </Button>
            )
          }
          {...(canRead ? { history: staffHistory(texts, staff.id, locale) } : {})}
        >
          <Profile staff={staff} />
        </DetailPage>
      )}
    </RecordGate>
  );
}
