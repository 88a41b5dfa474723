import { useMutation } from '@tanstack/react-query';
import { accountApi, type BodyOf } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';

/** Forgot password, step 1: e-mail a 6-digit OTP. */
export function useSendOtp() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountApi.forgetPasswordSend>) =>
      callEndpoint(accountApi.forgetPasswordSend, { body }),
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
