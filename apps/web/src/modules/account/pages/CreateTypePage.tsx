import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CREATABLE_ACCOUNT_TYPES } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { PageHeader } from '../../../platform/pages';
import { AccountTypeTag } from '../components/account-tags';
import { useHomeCrumb } from '../components/use-home-crumb';
import { accountPaths, userCreatePath } from '../paths';

/** /user-manager/create: the account types staff create, each with what it is for; one opens its form. */
export function CreateTypePage() {
  const { t } = useTranslation('account');
  const localePath = useLocalePath();
  const crumbs = [useHomeCrumb(), { label: t('users.title'), to: accountPaths.users }];
  return (
    <>
      <PageHeader title={t('users.chooser.title')} breadcrumbs={crumbs} />
      <Typography.Paragraph type="secondary">{t('users.chooser.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list" aria-label={t('users.chooser.title')}>
        {CREATABLE_ACCOUNT_TYPES.map((type) => (
          <Col key={type} xs={24} md={12} lg={8} role="listitem">
            <Link to={localePath(userCreatePath(type))} aria-label={t(`users.types.${type}`)}>
              <Card hoverable style={{ height: '100%' }}>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {t(`users.types.${type}`)} <AccountTypeTag type={type} />
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {t(`users.chooser.${type}`)}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
