import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { useShellText } from '../../../platform/layout/texts';
import { useModuleNavigation, type WaitingCount } from '../../../platform/routing';
import { useSessionUser } from '../../../platform/session';

/** How long a count stays fresh: the home page is opened often, the counts change slowly. */
const COUNT_STALE_MS = 60_000;

function CountCard({
  count,
  total,
  path,
  failed,
}: {
  count: WaitingCount;
  total: number | undefined;
  path: string | undefined;
  failed: boolean;
}) {
  const shell = useShellText();
  const localise = useLocalePath();
  const value = failed ? shell('home.countFailed') : (total ?? '…');
  const body = <Statistic title={shell(count.label)} value={value} />;
  return (
    <Card size="small" data-testid={`waiting-${count.key}`} style={{ height: '100%' }}>
      {path && !failed ? (
        <Link to={localise(path)} aria-label={`${shell(count.label)}: ${String(value)}`}>
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}

/**
 * "Waiting for you": per module, what waits for this user (the counts its manifest declares and the
 * user may see), each linking to the list filtered on it.
 */
export function WaitingForMe() {
  const shell = useShellText();
  const user = useSessionUser();
  const counts = useModuleNavigation().waiting;
  const results = useQueries({
    queries: counts.map((count) => ({
      queryKey: ['home', 'waiting', count.key, user?.id ?? 0],
      queryFn: ({ signal }: { signal: AbortSignal }) => count.load({ userId: user?.id ?? 0, signal }),
      enabled: user !== null,
      staleTime: COUNT_STALE_MS,
      retry: false,
    })),
  });
  if (counts.length === 0) return null;
  return (
    <section aria-labelledby="home-waiting">
      <Typography.Title level={4} id="home-waiting">
        {shell('home.waiting')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {counts.map((count, index) => (
          <Col key={count.key} xs={12} md={8} xl={6}>
            <CountCard
              count={count}
              total={results[index]?.data?.total}
              path={results[index]?.data?.path}
              failed={results[index]?.isError ?? false}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
