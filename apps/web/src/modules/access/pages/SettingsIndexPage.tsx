import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { PageHeader } from '../../../platform/pages';
import { useAccessTexts } from '../locales';
import { accessPaths } from '../paths';

/** /settings: the settings screens, one card each. */
export function SettingsIndexPage() {
  const texts = useAccessTexts();
  const localePath = useLocalePath();
  const entries = [
    { path: accessPaths.roles, title: texts.index.roles, hint: texts.index.rolesHint },
    { path: accessPaths.groups, title: texts.index.groups, hint: texts.index.groupsHint },
    { path: accessPaths.functions, title: texts.index.functions, hint: texts.index.functionsHint },
    { path: accessPaths.data, title: texts.index.data, hint: texts.index.dataHint },
    { path: accessPaths.mySettingSelf, title: texts.index.mySetting, hint: texts.index.mySettingHint },
  ];
  return (
    <>
      <PageHeader title={texts.index.title} />
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col xs={24} md={12} xl={8} key={entry.path}>
            <Link to={localePath(entry.path)}>
              <Card size="small" hoverable title={entry.title}>
                {entry.hint}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
