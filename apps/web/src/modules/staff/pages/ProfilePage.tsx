import { Card, Descriptions, Empty, List, Result, Space, Spin } from 'antd';
import { useParams } from 'react-router';
import { formatDate, type StaffDetail } from '@kenh/contract';
import { RecordSections } from '../../../platform/routing';
import { usePermission } from '../../../platform/session';
import { useMyStaff, useNation, useRelations, useStaffDetail } from '../api/staff';
import { StaffAddressText } from '../components/StaffAddressText';
import { StaffSummary, PageTitle } from './RecordFormPages';
import { useStaffTexts } from '../locales';

function Profile({ staff }: { staff: StaffDetail }) {
  const texts = useStaffTexts();
  const nation = useNation();
  const relations = useRelations();
  const lang = texts.genders.male === 'Male' ? 'en' : 'vi';
  const nameOf = (list: { code: string; vi: string; en: string }[] | undefined, code: string | null) =>
    list?.find((x) => x.code === code)?.[lang] ?? code ?? '';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
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
        <List
          dataSource={staff.relatives}
          locale={{ emptyText: texts.relatives.empty }}
          renderItem={(r) => (
            <List.Item>
              {[nameOf(relations.data, r.relation), r.fullname, r.birth_year, r.phone, r.occupation]
                .filter(Boolean)
                .join(' · ')}
            </List.Item>
          )}
        />
      </Card>
      <RecordSections slot="staff.record" recordId={staff.id} />
    </Space>
  );
}

/** /staff/:id? — a staff profile (employeestaff), or without an id the caller's own record. */
export function ProfilePage() {
  const texts = useStaffTexts();
  const { id } = useParams();
  const numeric = id === undefined ? undefined : Number(id) || 0;
  const canRead = usePermission('employeestaff');
  const other = useStaffDetail(numeric !== undefined && canRead ? numeric : undefined);
  const mine = useMyStaff(numeric === undefined);
  const query = numeric === undefined ? mine : other;
  const title = numeric === undefined ? texts.titles.profile : (other.data?.fullname ?? texts.titles.records);
  return (
    <>
      <PageTitle title={title} back={numeric !== undefined} />
      {query.isLoading ? (
        <Spin />
      ) : numeric !== undefined && !canRead ? (
        <Result status="403" title={texts.titles.notFound} />
      ) : query.data ? (
        <Profile staff={query.data} />
      ) : numeric === undefined ? (
        <Empty description={texts.titles.noOwnRecord} />
      ) : (
        <Result status="404" title={query.error?.message ?? texts.titles.notFound} />
      )}
    </>
  );
}
