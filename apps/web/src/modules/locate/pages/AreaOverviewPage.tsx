import { Link } from 'react-router';
import { areaListQuery, type Area } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { ListPage, useUrlQuery, type ListColumn } from '../../../platform/pages';
import { useAreas } from '../api/locate';
import { regionFilter } from '../components/region-filter';
import { RegionTag } from '../components/RegionTag';
import { useLocateTexts } from '../locales';
import { overviewAreaPath } from '../paths';

/** /area-manager: the sales network at a glance — each area with its head, zone and account counts. */
export function AreaOverviewPage() {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const url = useUrlQuery(areaListQuery);
  const areas = useAreas(url.query);
  const link = (a: Area) => <Link to={localePath(overviewAreaPath(a.id))}>{a.name}</Link>;
  const columns: ListColumn<Area>[] = [
    { key: 'name', title: texts.fields.areaName, render: link, alwaysVisible: true, inCard: false },
    { key: 'region', title: texts.fields.region, render: (a) => <RegionTag region={a.region} />, width: 150 },
    { key: 'manager', title: texts.fields.manager, render: (a) => a.manager?.fullname ?? '' },
    { key: 'zones', title: texts.fields.zones, render: (a) => a.zone_count, width: 110 },
    { key: 'accounts', title: texts.fields.accounts, render: (a) => a.account_count, width: 120 },
  ];
  return (
    <ListPage
      listId="locate.overview"
      title={texts.overview.title}
      url={url}
      result={areas}
      columns={columns}
      rowKey={(a) => a.id}
      cardTitle={link}
      searchPlaceholder={texts.list.search}
      emptyText={texts.list.empty}
      filters={[regionFilter(texts, url)]}
    />
  );
}
