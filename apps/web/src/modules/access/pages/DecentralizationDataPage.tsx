import { Card, Col, Form, Row } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../platform/pages';
import { AccountPicker } from '../components/AccountPicker';
import { DataScopeForm } from '../components/DataScopeForm';
import { ExplainAccessView } from '../components/ExplainAccessView';
import { useAccessTexts } from '../locales';
import { accessPaths } from '../paths';

/**
 * /settings/decentralization-data: what one account may see (its data scope) beside "explain
 * access" for that account — saving the scope refreshes the explanation.
 */
export function DecentralizationDataPage() {
  const texts = useAccessTexts();
  const [accountId, setAccountId] = useState<number | undefined>();
  return (
    <>
      <PageHeader
        title={texts.data.title}
        breadcrumbs={[{ label: texts.index.title, to: accessPaths.settings }]}
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="vertical">
          <Form.Item label={texts.common.account} style={{ marginBottom: 0, maxWidth: 420 }}>
            <AccountPicker
              value={accountId}
              onChange={(v) => setAccountId(typeof v === 'number' ? v : undefined)}
            />
          </Form.Item>
        </Form>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title={texts.data.scope}>
            {accountId === undefined ? (
              <p style={{ color: '#8c8c8c' }}>{texts.data.pickFirst}</p>
            ) : (
              <DataScopeForm accountId={accountId} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <ExplainAccessView accountId={accountId} />
        </Col>
      </Row>
    </>
  );
}
