import { useState } from 'react';
import { Card, Checkbox, Flex, Form } from 'antd';
import type { PartnerType } from '@kenh/contract';
import { PageHeader } from '../../../platform/pages';
import { AreaZoneSelect } from '../../locate';
import { NetworkMap } from '../components/NetworkMap';
import { usePartnerTexts } from '../locales';

/** The kinds of point the network map offers (customers and collaborators have no place on it). */
const MAP_TYPES = ['NPP', 'CHTH', 'NVTT'] as const satisfies readonly PartnerType[];

/**
 * /map-sales-network: every distributor, grocery store and field staff home point of the view,
 * filtered by area, zone and type, clustered when zoomed out, with the list of the view beside it.
 */
export function MapSalesNetworkPage() {
  const texts = usePartnerTexts();
  const [types, setTypes] = useState<PartnerType[]>([...MAP_TYPES]);
  const [place, setPlace] = useState<{ area_id: number | null; zone_id: number | null }>({
    area_id: null,
    zone_id: null,
  });
  return (
    <>
      <PageHeader title={texts.map.title} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap align="end">
          <Form.Item
            label={texts.fields.areaZone}
            style={{ marginBottom: 0, flex: '0 1 400px', minWidth: 0 }}
          >
            <AreaZoneSelect zoneOptional value={place} onChange={setPlace} />
          </Form.Item>
          <Form.Item label={texts.map.types} style={{ marginBottom: 0 }}>
            <Checkbox.Group<PartnerType>
              value={types}
              onChange={(values) => setTypes(values)}
              options={MAP_TYPES.map((t) => ({ value: t, label: texts.types[t] }))}
            />
          </Form.Item>
        </Flex>
      </Card>
      <NetworkMap types={types} areaId={place.area_id} zoneId={place.zone_id} />
    </>
  );
}
