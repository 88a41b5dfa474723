import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { HOME_PATH } from '../routing/routes';
import { useDocumentTitle, useLocalePath } from './use-locale';

/**
 * Spec §2.8: the message (default "Error") and status code (default 500); a 404 shows "This page could
 * not be found" and a link back home.
 */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  const localise = useLocalePath();
  const homeHref = useHref(localise(HOME_PATH));
  const text = message ?? (status === 404 ? t('errorPage.notFound') : t('errorPage.defaultMessage'));
  useDocumentTitle(text);
  const antStatus = status === 404 ? '404' : status === 403 ? '403' : 'error';
  return (
    // Not a <main>: inside a layout the page area is the main landmark already.
    <div
      data-testid="error-page"
      style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Result
        status={antStatus}
        title={<span data-testid="error-status">{status}</span>}
        subTitle={<h1 style={{ fontSize: 18, fontWeight: 500, margin: 0 }}>{text}</h1>}
        extra={
          <Button type="primary" href={homeHref}>
            {t('errorPage.backHome')}
          </Button>
        }
      />
    </div>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
