import type { FastifyInstance } from 'fastify';
import { accountApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { PasswordResetService } from './password-reset.service.js';
import { clientOf } from './session.routes.js';

/** Forgot-password (OTP), staff-assisted requests, staff reset and own password change. */
export function registerPasswordRoutes(app: FastifyInstance, passwords: PasswordResetService): void {
  registerEndpoint(app, accountApi.forgetPasswordCheck, (r) => passwords.checkEmail(r.query.email));
  registerEndpoint(app, accountApi.forgetPasswordSend, async (r) =>
    withMessage(await passwords.sendOtp(r.body.email), 'account.otp_sent'),
  );
  registerEndpoint(app, accountApi.forgetPasswordVerify, (r) =>
    passwords.verifyOtp(r.body.email, r.body.otp),
  );
  registerEndpoint(app, accountApi.forgetPasswordReset, async (r) => {
    await passwords.resetWithToken(r.body.reset_token, r.body.password);
    return withMessage({}, 'account.password_reset_done');
  });
  registerEndpoint(app, accountApi.forgetPasswordAdminRequest, async (r) => {
    await passwords.requestHelp(r.body.username);
    return withMessage({}, 'account.request_created');
  });
  registerEndpoint(app, accountApi.forgetPasswordAdminList, (r) =>
    passwords.listHelpRequests(callerOf(r), r.query),
  );
  registerEndpoint(app, accountApi.forgetPasswordAdminConfirm, async (r) =>
    withMessage(await passwords.confirmHelpRequest(callerOf(r), r.params.id), 'account.request_confirmed'),
  );
  registerEndpoint(app, accountApi.forgetPasswordAdminRefuse, async (r) => {
    await passwords.refuseHelpRequest(callerOf(r), r.params.id);
    return withMessage({}, 'account.request_refused');
  });
  registerEndpoint(app, accountApi.simpleResetPassword, async (r) => {
    await passwords.resetByStaff(callerOf(r), r.body.account_id, r.body.password);
    return withMessage({}, 'account.password_changed');
  });
  registerEndpoint(app, accountApi.changePassword, async (r) =>
    withMessage(
      await passwords.changeOwn(callerOf(r), r.body.old_password, r.body.password, clientOf(r)),
      'account.password_changed',
    ),
  );
}
