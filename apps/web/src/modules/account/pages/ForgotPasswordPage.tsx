import { useState } from 'react';
import { Button, Card, Flex, Result, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageText } from '../../../platform/i18n';
import { useDocumentTitle, useLocalePath } from '../../../platform/layout';
import { NewPasswordStep } from '../components/NewPasswordStep';
import { StaffRequestForm } from '../components/StaffRequestForm';
import { VerifyOtpStep } from '../components/VerifyOtpStep';
import { accountPaths } from '../paths';

type Stage = { step: 'verify' } | { step: 'new-password'; resetToken: string } | { step: 'done' };
const STEP_INDEX = { verify: 0, 'new-password': 1, done: 2 } as const;

/** Spec §2.10: verify e-mail + OTP → create a new password → done, back to login. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const localise = useLocalePath();
  const messageText = useMessageText();
  const [stage, setStage] = useState<Stage>({ step: 'verify' });
  const [staffRequest, setStaffRequest] = useState(false);
  useDocumentTitle(t('forgotPassword.title'));

  return (
    <Flex justify="center" style={{ padding: '24px 16px' }}>
      <div style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {t('forgotPassword.title')}
        </Typography.Title>
        <Steps
          size="small"
          responsive={false}
          titlePlacement="vertical"
          current={STEP_INDEX[stage.step]}
          style={{ marginBottom: 24 }}
          items={[
            { title: t('forgotPassword.steps.verify') },
            { title: t('forgotPassword.steps.newPassword') },
            { title: t('forgotPassword.steps.done') },
          ]}
        />
        <Card>
          {stage.step === 'verify' && (
            <VerifyOtpStep
              onVerified={(_email, resetToken) => setStage({ step: 'new-password', resetToken })}
            />
          )}
          {stage.step === 'verify' && (
            <div style={{ marginTop: 16, textAlign: staffRequest ? undefined : 'center' }}>
              {staffRequest ? (
                <StaffRequestForm />
              ) : (
                <Button type="link" onClick={() => setStaffRequest(true)} style={{ whiteSpace: 'normal' }}>
                  {t('forgotPassword.staffRequest.toggle')}
                </Button>
              )}
            </div>
          )}
          {stage.step === 'new-password' && (
            <NewPasswordStep resetToken={stage.resetToken} onDone={() => setStage({ step: 'done' })} />
          )}
          {stage.step === 'done' && (
            <Result
              status="success"
              title={messageText('account.password_reset_done')}
              extra={
                <Button
                  type="primary"
                  onClick={() => void navigate(localise(accountPaths.login), { replace: true })}
                >
                  {t('forgotPassword.backToLogin')}
                </Button>
              }
            />
          )}
        </Card>
      </div>
    </Flex>
  );
}
