import { Button, Result, Spin, Typography } from 'antd';
import { useDocumentTitle, useHeader, useIsMobile } from '../../../platform/layout';

/** The page's title: the mobile header with a back arrow on phones, a heading on wider screens. */
export function PageTitle({ title }: { title: string }) {
  const mobile = useIsMobile();
  useDocumentTitle(title);
  useHeader({ headerTitle: title, hasIconBackHeader: true });
  return mobile ? null : (
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
}

/** A record page while its record loads. */
export function LoadingPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Spin />
    </>
  );
}

/** A record page whose record is not there (404), with a back button. */
export function NotFoundPage({
  title,
  message,
  backText,
  onBack,
}: {
  title: string;
  message: string;
  backText: string;
  onBack: () => void;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Result status="404" title={message} extra={<Button onClick={onBack}>{backText}</Button>} />
    </>
  );
}
