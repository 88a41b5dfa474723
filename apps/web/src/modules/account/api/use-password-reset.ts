import { useMutation } from '@tanstack/react-query';
import { accountApi, type BodyOf } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';

/**
 * Forgot password, step 1: check that an active account has the e-mail (404 with a message
 * otherwise), then e-mail it a 6-digit OTP (docs/accounts.md).
 */
export function useSendOtp() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof accountApi.forgetPasswordSend>) => {
      await callEndpoint(accountApi.forgetPasswordCheck, { query: { email: body.email } });
      return callEndpoint(accountApi.forgetPasswordSend, { body });
    },
  });
}

/** Step 1: exchange e-mail + OTP for a single-use reset token. */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountApi.forgetPasswordVerify>) =>
      callEndpoint(accountApi.forgetPasswordVerify, { body }),
  });
}

/** Step 2: set the new password with the reset token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountApi.forgetPasswordReset>) =>
      callEndpoint(accountApi.forgetPasswordReset, { body }),
  });
}

/** Without a working e-mail: ask the staff for a new password (public; shows on /password-request). */
export function useRequestStaffReset() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountApi.forgetPasswordAdminRequest>) =>
      callEndpoint(accountApi.forgetPasswordAdminRequest, { body }),
  });
}
