import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Flex, Form, Input, Modal } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginBody } from '@kenh/contract';
import { applyApiError, FieldItem } from '../../../platform/forms';
import { useLocalePath } from '../../../platform/layout';
import { readRememberedUsername } from '../api/remembered-username';
import { useLogin, type LoginInput } from '../api/use-login';
import { accountPaths } from '../paths';

type LoginFormValues = z.input<typeof loginBody>;

/**
 * Spec §2.9: username, password, remember-me, forgot-password link and submit. Validation is the
 * contract's `loginBody`, run when a field loses focus and on submit ("Bạn cần điền vào mục này"
 * under an empty field). A refused sign-in (wrong credentials, throttling, no connection) opens a
 * dialog with the server's message, already in the page's language; field errors the server names
 * go under their field.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('account');
  const localise = useLocalePath();
  const login = useLogin();
  const [formError, setFormError] = useState<string>();
  const [remembered] = useState(readRememberedUsername);
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { username: remembered ?? '', password: '', remember: remembered !== undefined },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['username', 'password']));
      return;
    }
    onSignedIn();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('login.title')}>
      <Form layout="vertical" component={false} requiredMark={false}>
        <Modal
          open={formError !== undefined}
          title={t('login.failedTitle')}
          onCancel={() => setFormError(undefined)}
          afterClose={() => setFocus('password')}
          footer={
            <Button type="primary" onClick={() => setFormError(undefined)}>
              {t('login.close')}
            </Button>
          }
          width={400}
          centered
        >
          <p role="alert" style={{ margin: 0 }}>
            {formError}
          </p>
        </Modal>
        <FieldItem label={t('login.username')} htmlFor="login-username" error={errors.username}>
          <Controller
            name="username"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="login-username"
                size="large"
                autoComplete="username"
                autoFocus={!remembered}
                maxLength={150}
              />
            )}
          />
        </FieldItem>
        <FieldItem label={t('login.password')} htmlFor="login-password" error={errors.password}>
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <Input.Password
                {...field}
                id="login-password"
                size="large"
                autoComplete="current-password"
                autoFocus={!!remembered}
                maxLength={255}
              />
            )}
          />
        </FieldItem>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 24 }}>
          <Controller
            name="remember"
            control={control}
            render={({ field: { value, onChange, onBlur, ref, name } }) => (
              <Checkbox
                ref={ref}
                name={name}
                checked={value === true}
                onBlur={onBlur}
                onChange={(event) => onChange(event.target.checked)}
              >
                {t('login.remember')}
              </Checkbox>
            )}
          />
          <Link to={localise(accountPaths.forgotPassword)}>{t('login.forgotPassword')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </Form>
    </form>
  );
}
