import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../layout';
import { DetailLoading, DetailNotFound } from './DetailPage';
import type { Crumb } from './PageHeader';

/** What a record page reads of its record's query (TanStack Query's result fits). */
export interface RecordQuery<R> {
  data: R | null | undefined;
  isLoading: boolean;
  error: Error | null;
}

/**
 * The states every record page goes through before it has its record: a skeleton while it loads,
 * then either the page (`children(record)`) or "not found" with the server's message and a way
 * back to `backTo`. `children` returns elements only (no hooks: it runs inside the gate).
 */
export function RecordGate<R>({
  query,
  title,
  breadcrumbs,
  notFound,
  backTo,
  children,
}: {
  query: RecordQuery<R>;
  /** The page's title while the record loads (the record kind's name). */
  title: string;
  breadcrumbs: readonly Crumb[];
  /** Shown when the server gives no message of its own. */
  notFound: string;
  /** App path of the "back" button on the not-found page. */
  backTo: string;
  children: (record: R) => ReactNode;
}) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  if (query.isLoading) return <DetailLoading title={title} breadcrumbs={breadcrumbs} />;
  if (query.data === null || query.data === undefined) {
    return (
      <DetailNotFound
        message={query.error?.message ?? notFound}
        breadcrumbs={breadcrumbs}
        onBack={() => void navigate(localePath(backTo))}
      />
    );
  }
  return children(query.data);
}
