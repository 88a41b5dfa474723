import { accountApi, type BodyOf } from '@kenh/contract';
import { callEndpoint, useEndpointMutation } from '../../../platform/api';

/**
 * Forgot password, step 1: check that an active account has the e-mail (404 with a message
 * otherwise; a failed check fails the mutation before anything is sent), then e-mail it a 6-digit
 * OTP (docs/accounts.md).
 */
export function useSendOtp() {
  return useEndpointMutation(accountApi.forgetPasswordSend, {
    input: (body: BodyOf<typeof accountApi.forgetPasswordSend>) => ({ body }),
    onMutate: (body) => callEndpoint(accountApi.forgetPasswordCheck, { query: { email: body.email } }),
  });
}

/** Step 1: exchange e-mail + OTP for a single-use reset token. */
export function useVerifyOtp() {
  return useEndpointMutation(accountApi.forgetPasswordVerify, {
    input: (body: BodyOf<typeof accountApi.forgetPasswordVerify>) => ({ body }),
  });
}

/** Step 2: set the new password with the reset token. */
export function useResetPassword() {
  return useEndpointMutation(accountApi.forgetPasswordReset, {
    input: (body: BodyOf<typeof accountApi.forgetPasswordReset>) => ({ body }),
  });
}

/** Without a working e-mail: ask the staff for a new password (public; shows on /password-request). */
export function useRequestStaffReset() {
  return useEndpointMutation(accountApi.forgetPasswordAdminRequest, {
    input: (body: BodyOf<typeof accountApi.forgetPasswordAdminRequest>) => ({ body }),
  });
}
