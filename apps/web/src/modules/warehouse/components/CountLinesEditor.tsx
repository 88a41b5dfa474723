import { Col, Empty, Flex, Row, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import { formatDate } from '@kenh/contract';
import { FormTextInput } from '../../../platform/inputs';
import { fill } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';
import type { CountForm } from './count-form';
import { LineCard } from './LineCard';
import { LinesError } from './LinesError';
import { useFieldSize } from './use-field-size';
import { useCountFormat } from './use-count-format';

/** The variance of a line as it will post: counted minus book, red when short, green when over. */
function Variance({ value }: { value: number | null }) {
  const { signed } = useCountFormat();
  const texts = useWarehouseTexts();
  return (
    <dl style={{ margin: '0 0 24px' }}>
      <dt>
        <Typography.Text type="secondary">{texts.countForm.variance}</Typography.Text>
      </dt>
      <dd style={{ margin: 0 }} data-testid="variance">
        {value === null ? (
          '—'
        ) : (
          <Typography.Text strong type={value < 0 ? 'danger' : value > 0 ? 'success' : undefined}>
            {signed(value)}
          </Typography.Text>
        )}
      </dd>
    </dl>
  );
}

/** The lots of the warehouse being counted, one card each: book quantity, counted, variance. */
export function CountLinesEditor({ form }: { form: CountForm }) {
  const { count, signed } = useCountFormat();
  const texts = useWarehouseTexts();
  const size = useFieldSize();
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const variances = lines.map((l) => (l.counted === null ? null : l.counted - l.book));
  const total = variances.reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return (
    <section aria-label={texts.lines.title}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Title level={5}>{texts.lines.title}</Typography.Title>
        <Typography.Text strong aria-live="polite">
          {fill(texts.countForm.totalVariance, { n: signed(total) })}
        </Typography.Text>
      </Flex>
      <LinesError error={errors} />
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        {lines.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.countForm.noLots} />
        )}
        {lines.map((line, index) => (
          <LineCard
            key={line.consignment_id}
            name={`${line.variant_name} · ${texts.stock.lot} ${line.lot_code}`}
            code={`${line.variant_code} · ${texts.stock.expiresOn} ${formatDate(line.expires_on)}`}
            error={errors?.[index]?.consignment_id?.message ?? errors?.[index]?.message}
          >
            <Row gutter={8} align="bottom">
              <Col xs={8} md={6}>
                <dl style={{ margin: '0 0 24px' }}>
                  <dt>
                    <Typography.Text type="secondary">{texts.countForm.book}</Typography.Text>
                  </dt>
                  <dd style={{ margin: 0 }}>{count(line.book)}</dd>
                </dl>
              </Col>
              <Col xs={8} md={6}>
                <FormTextInput
                  size={size}
                  name={`lines.${index}.counted`}
                  control={form.control}
                  label={texts.countForm.counted}
                  mode="number"
                />
              </Col>
              <Col xs={8} md={6}>
                <Variance value={variances[index] ?? null} />
              </Col>
            </Row>
          </LineCard>
        ))}
      </Flex>
    </section>
  );
}
