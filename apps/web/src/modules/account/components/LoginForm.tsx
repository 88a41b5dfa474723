import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Flex } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginBody } from '@kenh/contract';
import { applyApiError } from '../../../platform/forms/form-errors';
import { TextInput } from '../../../platform/inputs/TextInput';
import { useLocalePath } from '../../../platform/layout/use-locale';
import { lazyComponent } from '../../../platform/routing';
import { readRememberedUsername } from '../api/remembered-username';
import { useLogin, type LoginInput } from '../api/use-login';
import { accountPaths } from '../paths';

type LoginFormValues = z.input<typeof loginBody>;

const LoginFailedDialog = lazyComponent(() => import('./LoginFailedDialog').then((m) => m.LoginFailedDialog));

/** Space between rows; a message under an input (22 px text + 4 px gap) takes its place. */
const ROW_GAP = 24;
const MESSAGE_SPACE = 26;

/**
 * A labelled row above its input. The input shows its own message underneath, in the space the
 * row keeps free below it, so a message appearing on blur never shifts the links and buttons
 * further down (a click that blurred the field would otherwise miss its target).
 */
function Row({
  label,
  htmlFor,
  hasMessage,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  hasMessage: boolean;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: hasMessage ? ROW_GAP - MESSAGE_SPACE : ROW_GAP }}>
      <label htmlFor={htmlFor} style={{ display: 'inline-block', paddingBottom: 8 }}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * Spec §2.9: username, password (with show/hide), remember-me, forgot-password link and submit.
 * Validation is the contract's `loginBody`, run when a field loses focus and on submit ("Bạn cần
 * điền vào mục này" under an empty field). A refused sign-in (wrong credentials, throttling, no
 * connection) opens a dialog with the server's message, already in the page's language; field
 * errors the server names go under their field. The form uses the shared `TextInput` without Ant
 * Design's Form machinery, which keeps /login light (see docs/web.md, bundle budget).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('account');
  const localise = useLocalePath();
  const login = useLogin();
  const [formError, setFormError] = useState<string>();
  // Mounted from the first refusal on, so the dialog can play its closing animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  const [remembered] = useState(readRememberedUsername);
  const { control, handleSubmit, setError, setFocus } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { username: remembered ?? '', password: '', remember: remembered !== undefined },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const message = applyApiError(error, setError, ['username', 'password']);
      if (message !== undefined) setDialogUsed(true);
      setFormError(message);
      return;
    }
    onSignedIn();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('login.title')}>
      {dialogUsed && (
        <LoginFailedDialog
          message={formError}
          onClose={() => setFormError(undefined)}
          afterClose={() => setFocus('password')}
        />
      )}
      <Controller
        name="username"
        control={control}
        render={({ field, fieldState }) => (
          <Row
            label={t('login.username')}
            htmlFor="login-username"
            hasMessage={fieldState.error !== undefined}
          >
            <TextInput
              id="login-username"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              size="large"
              autoComplete="username"
              autoFocus={!remembered}
              maxLength={150}
            />
          </Row>
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <Row
            label={t('login.password')}
            htmlFor="login-password"
            hasMessage={fieldState.error !== undefined}
          >
            <TextInput
              id="login-password"
              mode="password"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              size="large"
              autoComplete="current-password"
              autoFocus={!!remembered}
            />
          </Row>
        )}
      />
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
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={localise(accountPaths.partnerRegistration)}>{t('login.register')}</Link>
      </div>
    </form>
  );
}
