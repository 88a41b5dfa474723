import { useMemo, useState } from 'react';
import { Button, Card, Col, Form, Radio, Row, Select, Table, Typography } from 'antd';
import { Link } from 'react-router';
import {
  formatDateTime,
  formatVnd,
  MAX_RESOLVE_LINES,
  PRICE_SYSTEM_LABELS,
  PRICE_SYSTEMS,
  type PriceSystem,
  type VariantRow,
} from '@kenh/contract';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { useAccountsInArea, useAreaOptions, useVariantOptions } from '../api/catalogue';
import { useResolvedPrices, type ResolvePricesBody } from '../api/price-lists';
import { usePriceListTexts } from '../locales';
import { historyDetailPath } from '../paths';
import { EffectiveTimeField, type DateAndTime } from './EffectiveTimeField';
import { useDebounced } from '../../../platform/inputs';
import { vietnamInstant } from './vietnam-time';

interface Line {
  key: string;
  variant: VariantRow;
  unitName: string;
  unitId: number;
}

/**
 * "Which price is in force?": for an account (found by system and area) and some variants, the
 * price of each unit now or at a chosen moment, from the one resolver — with the list and revision
 * it comes from, so a price change can be watched taking effect.
 */
export function PriceLookup() {
  const texts = usePriceListTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const areas = useAreaOptions();
  const [system, setSystem] = useState<PriceSystem>('CHTH');
  const [areaId, setAreaId] = useState<number>();
  const [accountTyped, setAccountTyped] = useState('');
  const accounts = useAccountsInArea(areaId, useDebounced(accountTyped));
  const [accountId, setAccountId] = useState<number>();
  const [variantTyped, setVariantTyped] = useState('');
  const variantOptions = useVariantOptions(useDebounced(variantTyped));
  const [variants, setVariants] = useState<VariantRow[]>([]);
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [moment, setMoment] = useState<DateAndTime>({ date: null, time: '' });
  const [asked, setAsked] = useState<ResolvePricesBody>();

  const lines: Line[] = useMemo(
    () =>
      variants
        .flatMap((v) =>
          v.units.map((u) => ({
            key: `${v.id}:${u.unit_id}`,
            variant: v,
            unitName: u.unit_name,
            unitId: u.unit_id,
          })),
        )
        .slice(0, MAX_RESOLVE_LINES),
    [variants],
  );
  const at = when === 'at' ? vietnamInstant(moment.date, moment.time) : undefined;
  const ready = accountId !== undefined && lines.length > 0 && (when === 'now' || at !== undefined);
  const resolved = useResolvedPrices(asked);
  const byLine = new Map((resolved.data?.lines ?? []).map((l) => [`${l.variant_id}:${l.unit_id}`, l]));

  const variantChoices = [
    ...variants.map((v) => ({ value: v.id, label: `${v.code} · ${v.name}` })),
    ...(variantOptions.data?.results ?? [])
      .filter((v) => !variants.some((c) => c.id === v.id))
      .map((v) => ({ value: v.id, label: `${v.code} · ${v.name}` })),
  ];

  return (
    <Card title={texts.overview.lookup}>
      <Typography.Paragraph type="secondary">{texts.overview.lookupHint}</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label={texts.fields.system} htmlFor="lookup-system">
              <Select<PriceSystem>
                id="lookup-system"
                value={system}
                onChange={(value) => {
                  setSystem(value);
                  setAccountId(undefined);
                }}
                options={PRICE_SYSTEMS.map((s) => ({ value: s, label: PRICE_SYSTEM_LABELS[s][locale] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={texts.fields.areas} htmlFor="lookup-area">
              <Select<number>
                id="lookup-area"
                value={areaId}
                onChange={(value) => {
                  setAreaId(value);
                  setAccountId(undefined);
                }}
                options={(areas.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={texts.fields.accounts} htmlFor="lookup-account">
              <Select<number>
                id="lookup-account"
                disabled={areaId === undefined}
                showSearch={{ filterOption: false, onSearch: setAccountTyped }}
                loading={accounts.isFetching}
                value={accountId}
                onChange={setAccountId}
                options={(accounts.data?.results ?? [])
                  .filter((a) => a.type === system)
                  .map((a) => ({ value: a.id, label: `${a.fullname} (${a.username})` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={texts.grid.variant} htmlFor="lookup-variants">
              <Select<number[]>
                id="lookup-variants"
                mode="multiple"
                placeholder={texts.grid.pickVariant}
                showSearch={{ filterOption: false, onSearch: setVariantTyped }}
                loading={variantOptions.isFetching}
                value={variants.map((v) => v.id)}
                onChange={(ids) =>
                  setVariants(
                    ids.flatMap((id) => {
                      const found =
                        variants.find((v) => v.id === id) ??
                        variantOptions.data?.results.find((v) => v.id === id);
                      return found ? [found] : [];
                    }),
                  )
                }
                options={variantChoices}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={texts.overview.lookupAt} htmlFor="lookup-at">
              <Radio.Group
                value={when}
                onChange={(e) => setWhen(e.target.value as 'now' | 'at')}
                options={[
                  { value: 'now', label: texts.overview.now },
                  { value: 'at', label: texts.fields.effectiveFrom },
                ]}
              />
              {when === 'at' && (
                <div style={{ marginTop: 8 }}>
                  <EffectiveTimeField id="lookup-at" value={moment} onChange={setMoment} />
                </div>
              )}
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Button
        type="primary"
        disabled={!ready}
        loading={resolved.isFetching}
        onClick={() => {
          if (accountId === undefined) return;
          setAsked({
            account_id: accountId,
            lines: lines.map((l) => ({ variant_id: l.variant.id, unit_id: l.unitId })),
            // "Now" is the moment of the press: pressing again asks again, a minute later a new answer.
            at: at ?? new Date().toISOString(),
          });
        }}
      >
        {texts.overview.lookupRun}
      </Button>
      {resolved.data && (
        <section aria-label={texts.overview.lookupResult}>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {formatDateTime(resolved.data.at)}
          </Typography.Paragraph>
          <Table<Line>
            size="small"
            rowKey="key"
            dataSource={lines}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'code', title: texts.grid.code, render: (_, l) => l.variant.code },
              { key: 'variant', title: texts.grid.variant, render: (_, l) => l.variant.name },
              { key: 'unit', title: texts.grid.unit, render: (_, l) => l.unitName },
              {
                key: 'price',
                title: texts.grid.price,
                align: 'right',
                render: (_, l) => {
                  const price = byLine.get(l.key)?.price;
                  return price === null || price === undefined ? texts.overview.noPrice : formatVnd(price);
                },
              },
              {
                key: 'list',
                title: texts.overview.priceList,
                render: (_, l) => {
                  const found = byLine.get(l.key);
                  if (!found?.price_list_id) return '';
                  return (
                    <Link to={localePath(historyDetailPath(found.price_list_id))}>
                      {`${found.price_list_code ?? found.price_list_id} · ${texts.fields.revision} ${found.revision ?? ''} · ${found.scope_level ? texts.scopes[found.scope_level] : ''}`}
                    </Link>
                  );
                },
              },
            ]}
          />
        </section>
      )}
    </Card>
  );
}
