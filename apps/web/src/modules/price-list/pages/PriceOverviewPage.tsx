import { Button, Card, Col, Empty, Flex, Row, Statistic, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, PRICE_SYSTEM_LABELS, PRICE_SYSTEMS, type PriceListSummary } from '@kenh/contract';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { fill, ItemList, PageHeader } from '../../../platform/pages';
import { usePriceLists } from '../api/price-lists';
import { CreatePriceListButton } from '../components/CreatePriceListButton';
import { PriceListStatusTag } from '../components/PriceListStatusTag';
import { PriceLookup } from '../components/PriceLookup';
import { usePriceListTexts } from '../locales';
import { historyDetailPath, priceListPaths } from '../paths';

/** Lists in force, read in one page: a few per system at most in practice. */
const IN_FORCE_PAGE = 200;
const RECENT = 8;

/**
 * /price-list: what is in force now per system, how many lists wait for approval, the latest
 * changes, and the price lookup through the resolver.
 */
export function PriceOverviewPage() {
  const texts = usePriceListTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const active = usePriceLists({ stage: 'history', status: 'active', page_size: IN_FORCE_PAGE });
  const pending = usePriceLists({ stage: 'working', status: 'pending', page_size: 1 });
  const recent = usePriceLists({ stage: 'history', page_size: RECENT });
  const bySystem = PRICE_SYSTEMS.map((system) => ({
    system,
    lists: (active.data?.results ?? []).filter((l) => l.system === system),
  })).filter((g) => g.lists.length > 0);
  const listLink = (l: PriceListSummary, to: (id: number) => string) => (
    <Link to={localePath(to(l.id))}>{`${l.code} · ${l.name}`}</Link>
  );
  const scopeOf = (l: PriceListSummary) =>
    l.targets.length === 0
      ? texts.scopes[l.scope_level]
      : `${texts.scopes[l.scope_level]}: ${l.targets.map((t) => t.name).join(', ')}`;

  return (
    <>
      <PageHeader
        title={texts.overview.title}
        actions={<CreatePriceListButton to={priceListPaths.pendingCreate} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={texts.overview.inForce} loading={active.isLoading} style={{ height: '100%' }}>
            {bySystem.length === 0 ? (
              <Empty description={texts.overview.noneInForce} />
            ) : (
              bySystem.map(({ system, lists }) => (
                <section
                  key={system}
                  aria-label={PRICE_SYSTEM_LABELS[system][locale]}
                  style={{ marginBottom: 12 }}
                >
                  <Typography.Text
                    strong
                  >{`${system} — ${PRICE_SYSTEM_LABELS[system][locale]}`}</Typography.Text>
                  <ItemList
                    size="small"
                    items={lists}
                    rowKey="id"
                    emptyText={texts.overview.noneInForce}
                    renderItem={(l) => (
                      <>
                        <div>{listLink(l, historyDetailPath)}</div>
                        <Typography.Text type="secondary">
                          {`${scopeOf(l)} · ${fill(texts.overview.since, { time: formatDateTime(l.effective_from) })} · ${texts.fields.items}: ${l.item_count}`}
                        </Typography.Text>
                      </>
                    )}
                  />
                </section>
              ))
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={texts.overview.pending} style={{ marginBottom: 16 }}>
            <Statistic value={pending.data?.total ?? 0} loading={pending.isLoading} suffix={texts.kind} />
            <Button
              type="link"
              style={{ paddingInline: 0 }}
              onClick={() => void navigate(localePath(`${priceListPaths.pending}?status=pending`))}
            >
              {texts.overview.openPending}
            </Button>
          </Card>
          <Card
            title={texts.overview.recent}
            extra={<Link to={localePath(priceListPaths.history)}>{texts.overview.history}</Link>}
            loading={recent.isLoading}
          >
            <ItemList
              size="small"
              items={recent.data?.results ?? []}
              rowKey="id"
              emptyText={texts.overview.noRecent}
              renderItem={(l) => (
                <Flex justify="space-between" align="flex-start" gap={8}>
                  <div>
                    <div>{listLink(l, historyDetailPath)}</div>
                    <Typography.Text type="secondary">{`${l.system} · ${formatDateTime(l.effective_from)}`}</Typography.Text>
                  </div>
                  <PriceListStatusTag status={l.status} />
                </Flex>
              )}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <PriceLookup />
        </Col>
      </Row>
    </>
  );
}
