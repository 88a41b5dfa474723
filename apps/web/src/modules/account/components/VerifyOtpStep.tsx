import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Space } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgetPasswordBody, otpVerifyBody, OTP_LENGTH } from '@kenh/contract';
import { applyApiError, FieldItem } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { useSendOtp, useVerifyOtp } from '../api/use-password-reset';
import { useCountdown } from './use-countdown';

type Values = z.input<typeof otpVerifyBody>;
type Parsed = z.output<typeof otpVerifyBody>;

/** Spec §2.10 step 1: e-mail and OTP code, with send and re-send OTP buttons. */
export function VerifyOtpStep({ onVerified }: { onVerified: (email: string, resetToken: string) => void }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [secondsLeft, startCountdown] = useCountdown();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(otpVerifyBody),
    mode: 'onTouched',
    defaultValues: { email: '', otp: '' },
  });

  const send = async () => {
    setFormError(undefined);
    if (!(await trigger('email'))) return;
    try {
      const result = await sendOtp.mutateAsync(forgetPasswordBody.parse({ email: getValues('email') }));
      setSent(true);
      startCountdown(result.resend_after_seconds);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['email']));
    }
  };

  const verify = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await verifyOtp.mutateAsync(values);
      onVerified(values.email, result.reset_token);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['email', 'otp']));
    }
  });

  const sendLabel =
    secondsLeft > 0
      ? t('forgotPassword.resendIn', { seconds: secondsLeft })
      : sent
        ? t('forgotPassword.resendOtp')
        : t('forgotPassword.sendOtp');

  return (
    <form onSubmit={(event) => void verify(event)} noValidate aria-label={t('forgotPassword.steps.verify')}>
      <Form layout="vertical" component={false} requiredMark={false}>
        {formError && (
          <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
        )}
        {sent && !formError && (
          <Alert
            type="success"
            showIcon
            title={messageText('account.otp_sent')}
            style={{ marginBottom: 16 }}
          />
        )}
        <FieldItem label={t('forgotPassword.email')} htmlFor="forgot-email" error={errors.email}>
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input {...field} id="forgot-email" type="email" size="large" autoComplete="email" autoFocus />
            )}
          />
        </FieldItem>
        <FieldItem label={t('forgotPassword.otp')} htmlFor="forgot-otp" error={errors.otp}>
          <Space.Compact style={{ width: '100%' }}>
            <Controller
              name="otp"
              control={control}
              render={({ field }) => (
                <Input
                  {...field}
                  id="forgot-otp"
                  size="large"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH}
                />
              )}
            />
            <Button
              size="large"
              onClick={() => void send()}
              loading={sendOtp.isPending}
              disabled={secondsLeft > 0}
            >
              {sendLabel}
            </Button>
          </Space.Compact>
        </FieldItem>
        <Button type="primary" htmlType="submit" size="large" block loading={verifyOtp.isPending}>
          {t('forgotPassword.verify')}
        </Button>
      </Form>
    </form>
  );
}
