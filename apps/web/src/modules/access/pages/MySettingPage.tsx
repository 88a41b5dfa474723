import { Alert, Button, Card, Form, Input, Radio, Switch } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { AccountSettings } from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { fill, PageHeader } from '../../../platform/pages';
import { useSaveAccountSettings, useSaveMySettings, useSettings } from '../api/access';
import { useAccessTexts } from '../locales';

function SettingsForm({ settings, own }: { settings: AccountSettings; own: boolean }) {
  const texts = useAccessTexts();
  const saveOwn = useSaveMySettings();
  const saveOther = useSaveAccountSettings(settings.account_id);
  const save = own ? saveOwn : saveOther;
  const [language, setLanguage] = useState(settings.language);
  const [defaultPage, setDefaultPage] = useState(settings.default_page ?? '');
  const [push, setPush] = useState(settings.notify_push);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    save
      .mutateAsync({
        language,
        default_page: defaultPage.trim() || null,
        notify_push: push,
      })
      .then(
        () => {
          setErrors({});
          toast.success(texts.common.saved);
        },
        (error: unknown) => {
          if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
          toast.failure(error);
        },
      );
  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 520 }}>
      <Form.Item label={texts.mySetting.language}>
        <Radio.Group
          value={language}
          onChange={(e) => setLanguage(e.target.value === 'en' ? 'en' : 'vi')}
          options={[
            { value: 'vi', label: texts.mySetting.vi },
            { value: 'en', label: texts.mySetting.en },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={texts.mySetting.defaultPage}
        extra={texts.mySetting.defaultPageHint}
        validateStatus={errors.default_page ? 'error' : undefined}
        help={errors.default_page}
      >
        <Input
          aria-label={texts.mySetting.defaultPage}
          value={defaultPage}
          maxLength={200}
          onChange={(e) => setDefaultPage(e.target.value)}
        />
      </Form.Item>
      <Form.Item label={texts.mySetting.notifyPush}>
        <Switch aria-label={texts.mySetting.notifyPush} checked={push} onChange={setPush} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {texts.common.save}
      </Button>
    </Form>
  );
}

/** /my-setting/:id?: the signed-in account's own settings, or (with an id) another account's. */
export function MySettingPage() {
  const texts = useAccessTexts();
  const raw = useParams().id;
  const accountId = raw === undefined ? undefined : Number(raw);
  const settings = useSettings(accountId);
  const title =
    accountId === undefined ? texts.mySetting.title : fill(texts.mySetting.titleOf, { id: accountId });
  return (
    <>
      <PageHeader title={title} />
      <Card size="small">
        {settings.error && <Alert type="error" showIcon title={settings.error.message} />}
        {settings.data && (
          <SettingsForm
            key={`${settings.data.account_id}:${settings.data.updated_at ?? ''}`}
            settings={settings.data}
            own={accountId === undefined}
          />
        )}
      </Card>
    </>
  );
}
