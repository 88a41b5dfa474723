import type { ReactNode } from 'react';
import { Button, Col, Descriptions, Row, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatDate, partnerProfileBody, type PartnerDetail } from '@kenh/contract';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { DetailPage, RecordForm, RecordGate, type Crumb, type DetailTab } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { usePartner, useUpdatePartner } from '../api/partners';
import { usePartnerTexts, type PartnerMessages } from '../locales';
import { detailLocationPath } from '../paths';
import { BankAccountsTab } from './BankAccountsTab';
import { profileDefaults, type CreateFormValues } from './partner-form-values';
import { PartnerProfileFields } from './PartnerProfileFields';
import { PartnerQrCard } from './PartnerQrCard';
import { PartnerStatusTag, PartnerTypeTag } from './PartnerTags';

/** Labels of the audited profile fields (server field names). */
function historyLabels(texts: PartnerMessages): Record<string, string> {
  const f = texts.fields;
  return {
    type: f.type,
    fullname: f.fullname,
    phone: f.phone,
    email: f.email,
    representative: f.representative,
    tax_code: f.taxCode,
    citizen_id: f.citizenId,
    citizen_id_issue_date: f.citizenIdIssueDate,
    citizen_id_issue_place: f.citizenIdIssuePlace,
    address_text: f.address,
    area_id: f.area,
    zone_id: f.zone,
    business_line: f.businessLine,
    warehouse_area_m2: f.warehouseArea,
    staff_count: f.staffCount,
    join_date: f.joinDate,
    accounting_code: f.accountingCode,
    market_code: f.marketCode,
    latitude: f.latitude,
    longitude: f.longitude,
    distributor_id: f.distributor,
    field_staff_id: f.fieldStaff,
    store_standard_id: f.storeStandard,
    nvtt_standard_id: f.nvttStandard,
    customer_channel: f.customerChannel,
  };
}

interface Props {
  id: number;
  list: Crumb & { to: string };
  /** Tabs after the profile (staff, stores, orders…). */
  tabs?: (partner: PartnerDetail) => DetailTab[];
  /** Record actions beside the title (transfer…). */
  actions?: (partner: PartnerDetail) => ReactNode;
  /** Shown beside the profile (a map of the visit location…). */
  aside?: (partner: PartnerDetail) => ReactNode;
  banks?: boolean;
}

/**
 * One partner's page: name, type and status, a summary with its QR code (printable), the profile
 * form of its type (read-only without the right to change it), bank accounts, the page's own tabs
 * and the audit history.
 */
export function PartnerDetailView({ id, list, tabs, actions, aside, banks = false }: Props) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission(['partner.manage', 'user.update']);
  const canManageBanks = usePermission('partner.manage');
  const partner = usePartner(id > 0 ? id : undefined);
  const update = useUpdatePartner(id);
  const crumbs = [list];
  return (
    <RecordGate
      query={partner}
      title={list.label}
      breadcrumbs={crumbs}
      notFound={texts.form.notFound}
      backTo={list.to}
    >
      {(p) => (
        <DetailPage
          title={p.fullname}
          breadcrumbs={crumbs}
          status={<PartnerStatusTag status={p.status} />}
          actions={
            <Space wrap>
              {p.latitude !== null && (
                <Button onClick={() => void navigate(localePath(detailLocationPath(p.id)))}>
                  {texts.list.onMap}
                </Button>
              )}
              {actions?.(p)}
            </Space>
          }
          tabs={[
            ...(banks
              ? [
                  {
                    key: 'banks',
                    label: texts.npp.tabs.banks,
                    children: <BankAccountsTab accountId={p.id} canManage={canManageBanks} />,
                  },
                ]
              : []),
            ...(tabs?.(p) ?? []),
          ]}
          history={{
            entity: 'partner',
            id: p.id,
            fieldLabels: historyLabels(texts),
            valueLabels: { type: texts.types, customer_channel: texts.channels },
          }}
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  { key: 'type', label: texts.fields.type, children: <PartnerTypeTag type={p.type} /> },
                  { key: 'username', label: texts.fields.username, children: p.username },
                  { key: 'phone', label: texts.fields.phone, children: p.phone },
                  { key: 'email', label: texts.fields.email, children: p.email },
                  {
                    key: 'distributor',
                    label: texts.fields.distributor,
                    children: p.distributor_name,
                  },
                  { key: 'fieldStaff', label: texts.fields.fieldStaff, children: p.field_staff_name },
                  { key: 'standard', label: texts.fields.standard, children: p.standard_name },
                  { key: 'created', label: texts.fields.createdAt, children: formatDate(p.created_at) },
                  ...(p.type === 'NPP' || p.type === 'NVTT'
                    ? [{ key: 'stores', label: texts.fields.storeCount, children: p.store_count }]
                    : []),
                  ...(p.type === 'NPP'
                    ? [{ key: 'staff', label: texts.fields.fieldStaffCount, children: p.field_staff_count }]
                    : []),
                ].filter((item) => item.children !== null && item.children !== undefined)}
              />
              {aside?.(p)}
            </Col>
            <Col xs={24} lg={8}>
              <PartnerQrCard id={p.id} />
            </Col>
            <Col span={24}>
              <RecordForm<typeof partnerProfileBody, CreateFormValues>
                key={p.updated_at}
                schema={partnerProfileBody}
                defaults={{ ...profileDefaults(p), type: p.type }}
                readOnly={!canManage}
                save={(values) => update.mutateAsync(values)}
                savedMessage={messageText('partner.updated')}
                onCancel={() => void navigate(localePath(list.to))}
              >
                {(form) => (
                  <PartnerProfileFields type={p.type} form={form} readOnly={!canManage} partner={p} />
                )}
              </RecordForm>
            </Col>
          </Row>
        </DetailPage>
      )}
    </RecordGate>
  );
}

/** A link to a partner's page from a list of another partner's page. */
export function PartnerLink({ to, children }: { to: string; children: ReactNode }) {
  const localePath = useLocalePath();
  return <Link to={localePath(to)}>{children}</Link>;
}
