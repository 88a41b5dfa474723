import { StopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { HOME_PATH } from '../routing/routes';
import { useDocumentTitle, useLocalePath } from './use-locale';

/**
 * Shown instead of a page whose permission check fails (spec §2.8, §8): "Bạn không có quyền truy cập
 * chức năng này". Renders inside the page's layout, so the navigation stays usable, with a button
 * back home.
 */
export function NoPermission() {
  const { t } = useTranslation();
  const homeHref = useHref(useLocalePath()(HOME_PATH));
  const text = t('errors.noPermission');
  useDocumentTitle(text);
  return (
    <Result
      icon={<StopOutlined style={{ color: '#ff4d4f' }} />}
      title={<span role="alert">{text}</span>}
      data-testid="no-permission"
      extra={
        <Button type="primary" href={homeHref}>
          {t('errorPage.backHome')}
        </Button>
      }
    />
  );
}
