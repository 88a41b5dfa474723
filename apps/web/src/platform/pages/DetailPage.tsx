import type { ReactNode } from 'react';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { HistoryTab, type HistorySource } from './HistoryTab';
import { PageHeader, type Crumb } from './PageHeader';
import { usePagesTexts } from './texts';

export interface DetailTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * A record's page: title with breadcrumbs, a status tag and the status action bar, then tabs —
 * the record ("Thông tin"), the page's own tabs, and "Lịch sử thay đổi" from the audit trail.
 */
export function DetailPage({
  title,
  breadcrumbs,
  status,
  actions,
  children,
  tabs = [],
  history,
}: {
  title: string;
  breadcrumbs: readonly Crumb[];
  /** The record's status tag. */
  status?: ReactNode;
  /** `StatusActions` and other record actions (delete). */
  actions?: ReactNode;
  /** The first tab: the record itself. */
  children: ReactNode;
  tabs?: readonly DetailTab[];
  /** Adds the history tab (records the audit trail covers). */
  history?: HistorySource;
}) {
  const texts = usePagesTexts();
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} status={status} actions={actions} />
      <Card>
        <Tabs
          items={[
            { key: 'info', label: texts.detail.info, children },
            ...tabs,
            ...(history
              ? [
                  {
                    key: 'history',
                    label: texts.detail.history,
                    destroyOnHidden: true,
                    children: <HistoryTab {...history} />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </>
  );
}

/** A record page while its record loads. */
export function DetailLoading({ title, breadcrumbs }: { title: string; breadcrumbs: readonly Crumb[] }) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Card>
        <Skeleton active />
      </Card>
    </>
  );
}

/** A record page whose record is missing or hidden (404), with a way back. */
export function DetailNotFound({
  message,
  breadcrumbs,
  onBack,
}: {
  message: string | undefined;
  breadcrumbs: readonly Crumb[];
  onBack: () => void;
}) {
  const texts = usePagesTexts();
  return (
    <>
      <PageHeader title={texts.detail.notFound} breadcrumbs={breadcrumbs} />
      <Result
        status="404"
        title={message ?? texts.detail.notFound}
        extra={<Button onClick={onBack}>{texts.detail.back}</Button>}
      />
    </>
  );
}
