import { Alert, Col, Row, Typography } from 'antd';
import type { TransferResult } from '@kenh/contract';
import { fill, ItemList } from '../../../platform/pages';
import { usePartnerTexts } from '../locales';

/** What a transfer moves (the server's dry run): the field staff and the stores, listed by name. */
export function TransferPreview({ result }: { result: TransferResult }) {
  const texts = usePartnerTexts();
  const nvtt = result.field_staff.length;
  const stores = result.stores.length;
  const staffNames = new Map(result.field_staff.map((s) => [s.id, s.fullname]));
  return (
    <section aria-label={texts.transfer.preview}>
      <Alert
        type={nvtt + stores > 0 ? 'info' : 'warning'}
        showIcon
        title={
          nvtt + stores > 0 ? fill(texts.transfer.previewTitle, { nvtt, stores }) : texts.transfer.nothing
        }
        style={{ marginBottom: 16 }}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>
            {texts.transfer.movingStaff} ({nvtt})
          </Typography.Title>
          <section aria-label={texts.transfer.movingStaff}>
            <ItemList
              size="small"
              items={result.field_staff}
              rowKey="id"
              emptyText={texts.transfer.nothing}
              renderItem={(s) => s.fullname}
            />
          </section>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>
            {texts.transfer.movingStores} ({stores})
          </Typography.Title>
          <section aria-label={texts.transfer.movingStores}>
            <ItemList
              size="small"
              items={result.stores}
              rowKey="id"
              emptyText={texts.transfer.nothing}
              renderItem={(s) => (
                <>
                  {s.fullname}
                  {s.field_staff_id !== null && staffNames.has(s.field_staff_id) && (
                    <Typography.Text type="secondary"> · {staffNames.get(s.field_staff_id)}</Typography.Text>
                  )}
                </>
              )}
            />
          </section>
        </Col>
      </Row>
    </section>
  );
}
