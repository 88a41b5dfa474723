import { Descriptions } from 'antd';
import { Link, useParams } from 'react-router';
import { formatDate, type CustomerKind } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { DetailPage, ListPage, RecordGate, useUrlQuery } from '../../../platform/pages';
import { useCustomer, useCustomerList } from '../api/partners';
import { idParamOf } from '../components/id-param';
import { partnerUrlSchema, usePartnerColumns, usePartnerFilters } from '../components/partner-list';
import { PartnerQrCard } from '../components/PartnerQrCard';
import { PartnerStatusTag, PartnerTypeTag } from '../components/PartnerTags';
import { usePartnerTexts } from '../locales';
import { customerListPath, customerPath, partnerPaths } from '../paths';

function CustomerList({ kind }: { kind: CustomerKind }) {
  const texts = usePartnerTexts();
  const localePath = useLocalePath();
  const url = useUrlQuery(partnerUrlSchema);
  const result = useCustomerList(kind, url.query);
  const columns = usePartnerColumns(
    (p) => customerPath(kind, p.id),
    kind === 'tmdt' ? ['channel'] : ['distributor'],
  );
  const filters = usePartnerFilters(url);
  return (
    <ListPage
      listId={`partner.customer.${kind}`}
      title={texts.customer.kinds[kind]}
      breadcrumbs={[{ label: texts.customer.title, to: partnerPaths.customer }]}
      url={url}
      result={result}
      columns={columns}
      rowKey={(p) => p.id}
      cardTitle={(p) => <Link to={localePath(customerPath(kind, p.id))}>{p.fullname}</Link>}
      searchPlaceholder={texts.list.search}
      filters={filters}
      emptyText={texts.list.empty}
    />
  );
}

function CustomerDetail({ kind }: { kind: CustomerKind }) {
  const texts = usePartnerTexts();
  const id = idParamOf(useParams().id);
  const customer = useCustomer(id > 0 ? id : undefined);
  const crumbs = [
    { label: texts.customer.title, to: partnerPaths.customer },
    { label: texts.customer.kinds[kind], to: customerListPath(kind) },
  ];
  return (
    <RecordGate
      query={customer}
      title={texts.customer.kinds[kind]}
      breadcrumbs={crumbs}
      notFound={texts.form.notFound}
      backTo={customerListPath(kind)}
    >
      {(c) => (
        <DetailPage title={c.fullname} breadcrumbs={crumbs} status={<PartnerStatusTag status={c.status} />}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'type', label: texts.fields.type, children: <PartnerTypeTag type={c.type} /> },
              { key: 'username', label: texts.fields.username, children: c.username },
              { key: 'phone', label: texts.fields.phone, children: c.phone },
              { key: 'email', label: texts.fields.email, children: c.email },
              {
                key: 'channel',
                label: texts.fields.customerChannel,
                children: c.customer_channel ? texts.channels[c.customer_channel] : null,
              },
              { key: 'representative', label: texts.fields.representative, children: c.representative },
              { key: 'tax', label: texts.fields.taxCode, children: c.tax_code },
              {
                key: 'area',
                label: texts.fields.areaZone,
                children: [c.area_name, c.zone_name].filter(Boolean).join(' / '),
              },
              { key: 'distributor', label: texts.fields.distributor, children: c.distributor_name },
              { key: 'standard', label: texts.fields.standard, children: c.standard_name },
              { key: 'address', label: texts.fields.address, children: c.address_text },
              { key: 'created', label: texts.fields.createdAt, children: formatDate(c.created_at) },
            ].filter((item) => item.children !== null && item.children !== '')}
          />
          <PartnerQrCard id={c.id} />
        </DetailPage>
      )}
    </RecordGate>
  );
}

/** /customer/chth, /customer/npp, /customer/tmdt: the customers of one kind. */
export const CustomerChthListPage = () => <CustomerList kind="chth" />;
export const CustomerNppListPage = () => <CustomerList kind="npp" />;
export const CustomerTmdtListPage = () => <CustomerList kind="tmdt" />;
/** /customer/{kind}/:id: one customer, read-only, with its QR code. */
export const CustomerChthPage = () => <CustomerDetail kind="chth" />;
export const CustomerNppPage = () => <CustomerDetail kind="npp" />;
export const CustomerTmdtPage = () => <CustomerDetail kind="tmdt" />;
