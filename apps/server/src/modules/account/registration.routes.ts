import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountApi,
  REGISTRATION_FILE_FIELD,
  REGISTRATION_FILE_MAX_BYTES,
  registerFields,
} from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { AppError } from '../../platform/http/app-error.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { RequestValidationError } from '../../platform/http/request-validation-error.js';
import type { RegisterInput, RegistrationService } from './registration.service.js';
import { readForm } from '../../platform/files/index.js';

/**
 * Reads the registration form: multipart (fields + optional `file`, at most 5 MB; the file part may
 * come before or after the fields) or a plain JSON body without a file. Fields are validated with
 * the contract schema, like any other body.
 */
export async function readRegisterInput(request: FastifyRequest): Promise<RegisterInput> {
  const { raw, file } = await readForm(request, {
    fileField: REGISTRATION_FILE_FIELD,
    maxBytes: REGISTRATION_FILE_MAX_BYTES,
    tooLarge: () => new AppError(413, 'account.registration_file_too_large'),
  });
  const parsed = registerFields.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  return { fields: parsed.data, file };
}

/** Partner registration: sign-up (public), the staff's list and detail, confirmations and refusal. */
export function registerRegistrationRoutes(app: FastifyInstance, registrations: RegistrationService): void {
  registerEndpoint(app, accountApi.register, async (r) =>
    withMessage(await registrations.register(await readRegisterInput(r)), 'account.registered'),
  );
  registerEndpoint(app, accountApi.listRegistrations, (r) => registrations.list(callerOf(r), r.query));
  registerEndpoint(app, accountApi.getRegistration, (r) => registrations.get(callerOf(r), r.params.id));
  registerEndpoint(app, accountApi.confirmNvtt, async (r) =>
    withMessage(
      await registrations.confirmOne(callerOf(r), r.body.id, 'NVTT'),
      'account.registration_confirmed',
    ),
  );
  registerEndpoint(app, accountApi.confirmNpp, async (r) =>
    withMessage(
      await registrations.confirmOne(callerOf(r), r.body.id, 'NPP'),
      'account.registration_confirmed',
    ),
  );
  registerEndpoint(app, accountApi.confirmWarehouse, async (r) =>
    withMessage(
      await registrations.confirmOne(callerOf(r), r.body.id, 'WAREHOUSE'),
      'account.registration_confirmed',
    ),
  );
  registerEndpoint(app, accountApi.activeAccountCollaborators, async (r) =>
    withMessage(
      await registrations.confirmCollaborators(callerOf(r), r.body.ids),
      'account.registration_confirmed',
    ),
  );
  registerEndpoint(app, accountApi.deleteAccountRegisterRefuse, async (r) =>
    withMessage(
      await registrations.refuse(callerOf(r), r.body.id, r.body.reason ?? null),
      'account.registration_refused',
    ),
  );
}
