import type { Translation } from '../../../platform/i18n';
import type { accountVi } from './vi';

export const accountEn: Translation<typeof accountVi> = {
  login: {
    title: 'Sign in',
    subtitle: 'Distribution and retail management',
    username: 'Username',
    password: 'Password',
    remember: 'Remember me',
    forgotPassword: 'Forgot password?',
    submit: 'Sign in',
  },
  home: {
    title: 'Home',
    greeting: 'Hello, {{fullname}}',
    logout: 'Sign out',
  },
  forgotPassword: {
    title: 'Forgot password',
    steps: {
      verify: 'Verify information',
      newPassword: 'Create a new password',
      done: 'Done',
    },
    email: 'E-mail',
    otp: 'OTP code',
    sendOtp: 'Send OTP',
    resendOtp: 'Resend OTP',
    resendIn: 'Resend ({{seconds}}s)',
    verify: 'Verify',
    password: 'New password',
    confirmPassword: 'Repeat the new password',
    save: 'Create password',
    backToLogin: 'Back to sign in',
  },
};
