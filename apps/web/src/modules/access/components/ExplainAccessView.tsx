import { Alert, Button, Card, Form, InputNumber, Segmented, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import {
  AUDITED_ENTITIES,
  type AuditedEntity,
  type ExplainAccessQuery,
  type ExplainAction,
} from '@kenh/contract';
import { useAreaOptions, useExplainAccess } from '../api/access';
import { useAccessTexts } from '../locales';
import { explainReasons, type PlaceNames } from './explain-reasons';
import './permission-grid.css';

/**
 * "Explain access" for one account (chosen on the page) and one record: the server runs the same
 * checks as every request and answers with the permission, its sources and the record rule. The
 * answer refreshes by itself after any access change (every access write empties the cache).
 */
export function ExplainAccessView({ accountId }: { accountId: number | undefined }) {
  const texts = useAccessTexts();
  const [kind, setKind] = useState<AuditedEntity>('account');
  const [recordId, setRecordId] = useState<number | null>(null);
  const [action, setAction] = useState<ExplainAction>('read');
  const [asked, setAsked] = useState<ExplainAccessQuery | undefined>();
  const current = asked && accountId !== undefined ? { ...asked, account_id: accountId } : undefined;
  const answer = useExplainAccess(current);
  const areas = useAreaOptions();
  const places: PlaceNames = {
    areas: new Map((areas.data ?? []).map((a) => [a.value, a.label])),
    zones: new Map((areas.data ?? []).flatMap((a) => a.children.map((z) => [z.value, z.label] as const))),
  };

  return (
    <Card title={texts.explain.title} size="small">
      <p>{texts.explain.intro}</p>
      <Form
        layout="vertical"
        onFinish={() => {
          if (accountId !== undefined && recordId !== null)
            setAsked({ account_id: accountId, kind, record_id: recordId, action });
        }}
      >
        <Space wrap align="end">
          <Form.Item label={texts.explain.kind} style={{ marginBottom: 8 }}>
            <Select
              aria-label={texts.explain.kind}
              style={{ minWidth: 200 }}
              value={kind}
              onChange={setKind}
              showSearch
              optionFilterProp="label"
              options={AUDITED_ENTITIES.map((k) => ({ value: k, label: texts.kinds[k] ?? k }))}
            />
          </Form.Item>
          <Form.Item label={texts.explain.recordId} style={{ marginBottom: 8 }}>
            <InputNumber
              aria-label={texts.explain.recordId}
              min={1}
              precision={0}
              value={recordId}
              onChange={(v) => setRecordId(typeof v === 'number' ? v : null)}
            />
          </Form.Item>
          <Form.Item label={texts.explain.action} style={{ marginBottom: 8 }}>
            <Segmented<ExplainAction>
              value={action}
              onChange={setAction}
              options={[
                { value: 'read', label: texts.explain.read },
                { value: 'change', label: texts.explain.change },
              ]}
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 8 }}>
            <Button type="primary" htmlType="submit" disabled={accountId === undefined || recordId === null}>
              {texts.explain.run}
            </Button>
          </Form.Item>
        </Space>
      </Form>
      {answer.error && <Alert type="error" showIcon title={answer.error.message} />}
      {answer.data && current && (
        <section aria-label={texts.explain.title} aria-live="polite">
          <Tag color={answer.data.allowed ? 'green' : 'red'} style={{ fontSize: 14, padding: '2px 10px' }}>
            {answer.data.allowed ? texts.explain.allowed : texts.explain.refused}
          </Tag>
          <ul className="access-explain__reasons">
            {explainReasons(answer.data, texts.explain, places).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
