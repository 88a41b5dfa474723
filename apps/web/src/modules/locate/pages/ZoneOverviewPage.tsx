import { Descriptions } from 'antd';
import { useParams } from 'react-router';
import { z } from 'zod';
import { accountsInLocationBody, pagingFields, type Zone } from '@kenh/contract';
import { ListPage, RecordGate, useUrlQuery } from '../../../platform/pages';
import { useAccountsInLocation, useZone } from '../api/locate';
import { useLocatedAccountColumns } from '../components/located-account-columns';
import { useLocateTexts } from '../locales';
import { locatePaths, overviewAreaPath } from '../paths';

/** The address of a zone's accounts: the call's paging and search (the zone is in the path). */
const zoneAccountsQuery = z.object({ ...pagingFields, search: accountsInLocationBody.shape.search });

/** The accounts placed in one zone, paged and searched in the address, under the zone's facts. */
function ZoneAccounts({ zone }: { zone: Zone }) {
  const texts = useLocateTexts();
  const columns = useLocatedAccountColumns();
  const url = useUrlQuery(zoneAccountsQuery);
  const accounts = useAccountsInLocation({ zone_id: zone.id, ...url.query });
  return (
    <ListPage
      listId="locate.zone-accounts"
      title={zone.name}
      breadcrumbs={[
        { label: texts.overview.title, to: locatePaths.overview },
        { label: zone.area_name, to: overviewAreaPath(zone.area_id) },
      ]}
      summary={
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'code', label: texts.fields.code, children: zone.code },
            { key: 'supervisor', label: texts.fields.supervisor, children: zone.supervisor?.fullname ?? '' },
            { key: 'accounts', label: texts.fields.accounts, children: zone.account_count },
          ]}
        />
      }
      url={url}
      result={accounts}
      columns={columns}
      rowKey={(a) => a.id}
      cardTitle={(a) => a.fullname}
      searchPlaceholder={texts.overview.searchAccounts}
      emptyText={texts.overview.noAccounts}
    />
  );
}

/** /area-manager/:id/zone/:zoneid — one zone (khu vực) and the accounts placed in it. */
export function ZoneOverviewPage() {
  const texts = useLocateTexts();
  const { id, zoneid } = useParams();
  const zoneId = Number(zoneid);
  const valid = Number.isInteger(zoneId) && zoneId > 0;
  const zone = useZone(valid ? zoneId : undefined);
  const overview = { label: texts.overview.title, to: locatePaths.overview };
  return (
    <RecordGate
      // The zone must belong to the area of the address.
      query={{ ...zone, data: zone.data && String(zone.data.area_id) === id ? zone.data : undefined }}
      title={texts.fields.zone}
      breadcrumbs={[overview]}
      notFound={texts.zone.notFound}
      backTo={locatePaths.overview}
    >
      {(data) => <ZoneAccounts zone={data} />}
    </RecordGate>
  );
}
