import { useMemo, useState } from 'react';
import { Button, Card, Col, Flex, Form, Pagination, Row, Select, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { LeafletMap, type LatLng, type MapPoint } from '../../../platform/map';
import { fill, ItemList, PageHeader } from '../../../platform/pages';
import { usePlacesWithinRadius } from '../api/network';
import { usePartner } from '../api/partners';
import { TYPE_COLORS, PartnerTypeTag } from '../components/PartnerTags';
import { usePartnerTexts, type PartnerMessages } from '../locales';
import { partnerPagePath } from '../paths';

const RADII = [500, 1000, 2000, 5000, 10_000];
const PAGE_SIZE = 20;

const distanceText = (texts: PartnerMessages, metres: number) =>
  metres < 1000
    ? fill(texts.location.distance, { distance: Math.round(metres) })
    : fill(texts.location.distanceKm, {
        distance: (metres / 1000).toLocaleString('vi-VN', { maximumFractionDigits: 1 }),
      });

const numberParam = (value: string | null) => {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * /detail-location?id=12 (or ?lat=&lng=): one partner's point and its neighbours within a radius,
 * nearest first and paged (places_within_radius_paginate). Clicking the map searches around the
 * clicked point instead; the radius and the centre stay in the address.
 */
export function DetailLocationPage() {
  const texts = usePartnerTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params, setParams] = useSearchParams();
  const id = numberParam(params.get('id'));
  const radius = numberParam(params.get('radius')) ?? 2000;
  const [page, setPage] = useState(0);
  const partner = usePartner(id !== undefined && id > 0 ? id : undefined);
  const typed = { lat: numberParam(params.get('lat')), lng: numberParam(params.get('lng')) };
  const center: LatLng | undefined =
    typed.lat !== undefined && typed.lng !== undefined
      ? { lat: typed.lat, lng: typed.lng }
      : partner.data && partner.data.latitude !== null && partner.data.longitude !== null
        ? { lat: partner.data.latitude, lng: partner.data.longitude }
        : undefined;
  const places = usePlacesWithinRadius(
    center && { ...center, radius, page, page_size: PAGE_SIZE, ...(id ? { exclude_id: id } : {}) },
  );
  const set = (patch: Record<string, string | null>) => {
    setPage(0);
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };
  const points = useMemo<MapPoint[]>(
    () => [
      ...(partner.data && partner.data.latitude !== null && partner.data.longitude !== null
        ? [
            {
              id: `self-${partner.data.id}`,
              lat: partner.data.latitude,
              lng: partner.data.longitude,
              label: partner.data.fullname,
              kind: partner.data.type,
            },
          ]
        : []),
      ...(places.data?.results ?? []).map((p) => ({
        id: String(p.id),
        lat: p.latitude,
        lng: p.longitude,
        label: p.fullname,
        detail: p.address_text ?? undefined,
        kind: p.type,
      })),
    ],
    [partner.data, places.data],
  );
  const title = partner.data ? `${texts.location.title} · ${partner.data.fullname}` : texts.location.title;

  return (
    <>
      <PageHeader title={title} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap align="center">
          <Form.Item label={texts.location.radius} style={{ marginBottom: 0 }}>
            <Select<number>
              aria-label={texts.location.radius}
              value={radius}
              onChange={(value) => set({ radius: String(value) })}
              options={RADII.map((r) => ({ value: r, label: distanceText(texts, r) }))}
              style={{ width: 120 }}
            />
          </Form.Item>
          {center && (
            <Typography.Text type="secondary">
              {texts.location.center}: {center.lat.toFixed(5)}, {center.lng.toFixed(5)}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">{texts.location.clickHint}</Typography.Text>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <LeafletMap
            key={center ? 'centred' : 'country'}
            height={520}
            points={points}
            kindColors={TYPE_COLORS}
            center={center}
            zoom={center ? 14 : undefined}
            radiusM={center ? radius : undefined}
            picked={center ?? null}
            onPick={(position) => set({ lat: position.lat.toFixed(6), lng: position.lng.toFixed(6) })}
          />
        </Col>
        <Col xs={24} lg={9}>
          {!center ? (
            <Typography.Paragraph>{texts.location.noPoint}</Typography.Paragraph>
          ) : (
            <section aria-label={texts.map.neighbours}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {places.data
                  ? fill(texts.location.found, { count: places.data.total })
                  : texts.map.neighbours}
              </Typography.Title>
              <ItemList
                size="small"
                loading={places.isLoading}
                items={places.data?.results ?? []}
                rowKey="id"
                emptyText={texts.location.none}
                renderItem={(p) => (
                  <Flex justify="space-between" gap={8} align="start">
                    <div style={{ minWidth: 0 }}>
                      <Button
                        type="link"
                        style={{ padding: 0, height: 'auto' }}
                        onClick={() => void navigate(localePath(partnerPagePath(p.type, p.id)))}
                      >
                        {p.fullname}
                      </Button>
                      {p.address_text && (
                        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                          {p.address_text}
                        </Typography.Text>
                      )}
                    </div>
                    <Flex vertical align="end" gap={4} style={{ flexShrink: 0 }}>
                      <PartnerTypeTag type={p.type} />
                      <Typography.Text>{distanceText(texts, p.distance_m)}</Typography.Text>
                    </Flex>
                  </Flex>
                )}
              />
              {(places.data?.total ?? 0) > PAGE_SIZE && (
                <Pagination
                  size="small"
                  style={{ marginTop: 12 }}
                  current={page + 1}
                  pageSize={PAGE_SIZE}
                  total={places.data?.total ?? 0}
                  showSizeChanger={false}
                  onChange={(next) => setPage(next - 1)}
                />
              )}
            </section>
          )}
        </Col>
      </Row>
    </>
  );
}
