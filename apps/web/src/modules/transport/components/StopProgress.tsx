import { Flex, Progress, Typography } from 'antd';
import type { Shipment } from '@kenh/contract';
import { fill } from '../../../platform/pages';
import { useTransportTexts } from '../locales';

/**
 * How far a shipment has come: a bar whose green part is the delivered stops and whose orange part
 * the returned ones, with "settled/count" beside it; the full counts are its accessible name.
 */
export function StopProgress({
  shipment,
  width = 120,
}: {
  shipment: Pick<Shipment, 'stop_count' | 'delivered_count' | 'returned_count'>;
  width?: number;
}) {
  const texts = useTransportTexts();
  const { stop_count: count, delivered_count: delivered, returned_count: returned } = shipment;
  const percent = (n: number) => (count === 0 ? 0 : Math.round((n / count) * 100));
  const detail = fill(texts.shipments.progressDetail, { delivered, returned, count });
  return (
    <Flex align="center" gap={8} title={detail} aria-label={detail} role="group">
      <Progress
        percent={percent(delivered + returned)}
        success={{ percent: percent(delivered) }}
        strokeColor="#fa8c16"
        showInfo={false}
        size={[width, 8]}
      />
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>
        {fill(texts.shipments.progress, { settled: delivered + returned, count })}
      </Typography.Text>
    </Flex>
  );
}
