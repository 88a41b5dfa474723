import { useState } from 'react';
import { Button, Card, Col, Empty, Row, Segmented, Select, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { CUSTOMER_KINDS, PARTNER_TYPES } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { fill, PageHeader } from '../../../platform/pages';
import { useMonthlyCreated, useStoreSpeed } from '../api/network';
import { BarChart } from '../components/BarChart';
import { TYPE_COLORS } from '../components/PartnerTags';
import { usePartnerTexts } from '../locales';
import { customerListPath } from '../paths';

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` of a day as it is in Vietnam. */
const vnDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** The last 30 days by day, or the last 12 weeks by week, ending today. */
export function speedRange(unit: 'day' | 'week', now = new Date()) {
  const span = unit === 'day' ? 29 : 12 * 7 - 1;
  return { from: vnDay(new Date(now.getTime() - span * DAY_MS)), to: vnDay(now), unit };
}

/**
 * /customer: a small partner dashboard — accounts created per month and type in a year, and the
 * speed at which grocery stores are opened — with the three customer lists one click away.
 */
export function CustomerDashboardPage() {
  const texts = usePartnerTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [unit, setUnit] = useState<'day' | 'week'>('day');
  const [range] = useState(() => ({ day: speedRange('day'), week: speedRange('week') }));
  const monthly = useMonthlyCreated(year);
  const speed = useStoreSpeed(range[unit]);

  return (
    <>
      <PageHeader title={texts.customer.dashboard} />
      <Row gutter={[16, 16]}>
        {CUSTOMER_KINDS.map((kind) => (
          <Col key={kind} xs={24} md={8}>
            <Card size="small" title={texts.customer.kinds[kind]}>
              <Button
                type="link"
                style={{ padding: 0 }}
                onClick={() => void navigate(localePath(customerListPath(kind)))}
              >
                {texts.customer.openList}
              </Button>
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={14}>
          <Card
            size="small"
            title={texts.customer.createdPerMonth}
            extra={
              <Select<number>
                aria-label={texts.customer.year}
                value={year}
                onChange={setYear}
                options={[0, 1, 2, 3, 4].map((back) => ({
                  value: thisYear - back,
                  label: String(thisYear - back),
                }))}
                style={{ width: 96 }}
              />
            }
          >
            {monthly.isLoading ? (
              <Skeleton active />
            ) : monthly.data && monthly.data.some((m) => m.total > 0) ? (
              <BarChart
                title={`${texts.customer.createdPerMonth} ${year}`}
                series={PARTNER_TYPES.map((t) => ({ key: t, label: texts.types[t], color: TYPE_COLORS[t] }))}
                data={monthly.data.map((m) => ({
                  label: fill(texts.customer.month, { month: m.month }),
                  // Twelve "Tháng 12" labels overlap at 390 px; the title says the bars are months.
                  axisLabel: String(m.month),
                  values: m.counts,
                }))}
              />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={monthly.error?.message ?? texts.customer.noData}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card
            size="small"
            title={texts.customer.storeSpeed}
            extra={
              <Segmented<'day' | 'week'>
                value={unit}
                onChange={setUnit}
                options={[
                  { value: 'day', label: texts.customer.last30Days },
                  { value: 'week', label: texts.customer.last12Weeks },
                ]}
              />
            }
          >
            {speed.isLoading ? (
              <Skeleton active />
            ) : speed.data && speed.data.some((s) => s.count > 0) ? (
              <BarChart
                title={texts.customer.storeSpeed}
                labelEvery={unit === 'day' ? 5 : 2}
                series={[{ key: 'CHTH', label: texts.types.CHTH, color: TYPE_COLORS.CHTH }]}
                data={speed.data.map((s) => ({
                  label: s.period_start.slice(5).split('-').reverse().join('/'),
                  values: { CHTH: s.count },
                }))}
              />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={speed.error?.message ?? texts.customer.noData}
              />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
