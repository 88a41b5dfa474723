import type { FastifyRequest } from 'fastify';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  updateProfileFields,
  type UpdateProfileFields,
  type UserAccount,
} from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError, conflict, notFound } from '../../platform/http/app-error.js';
import { RequestValidationError } from '../../platform/http/request-validation-error.js';
import { deleteFile, detectFileType, readForm, saveUpload } from '../../platform/files/index.js';
import { accountView, auditSnapshot } from './account-view.js';
import { emailTaken, findAccountById, updateAccount } from './account.repository.js';

export interface ProfileInput {
  fields: UpdateProfileFields;
  avatar: { filename: string; data: Buffer } | null;
}

const avatarTooLarge = () => new AppError(413, 'account.avatar_too_large');

/**
 * Reads the update-profile form: multipart (fields + optional `avatar` file, at most 2 MB) or a
 * plain JSON body. Fields are validated with the contract schema, like any other body.
 */
export async function readProfileInput(request: FastifyRequest): Promise<ProfileInput> {
  const { raw, file } = await readForm(request, {
    fileField: 'avatar',
    maxBytes: AVATAR_MAX_BYTES,
    tooLarge: avatarTooLarge,
  });
  const parsed = updateProfileFields.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  return { fields: parsed.data, avatar: file };
}

/** The signed-in user's own name, e-mail, phone and avatar. */
export function createProfileService(ctx: AppContext) {
  const db = ctx.db;

  async function update(caller: Caller, input: ProfileInput): Promise<UserAccount> {
    if (input.avatar) {
      const mime = detectFileType(input.avatar.data);
      if (!mime || !(AVATAR_MIME_TYPES as readonly string[]).includes(mime)) {
        throw new AppError(415, 'account.avatar_type');
      }
    }
    return db.transaction(async (tx) => {
      const before = await findAccountById(tx, caller.accountId);
      if (!before) throw notFound('account.not_found');
      const { fullname, email, phone } = input.fields;
      if (email && (await emailTaken(tx, email, before.id))) throw conflict('account.email_taken', 'email');
      let avatarFileId = before.avatarFileId;
      if (input.avatar) {
        const stored = await saveUpload(ctx, tx, input.avatar, {
          entity: 'account',
          entityId: before.id,
          uploadedBy: before.id,
        });
        if (before.avatarFileId) await deleteFile(tx, before.avatarFileId);
        avatarFileId = stored.id;
      }
      const after = (await updateAccount(tx, before.id, {
        fullname,
        email: email ?? null,
        phone: phone ?? null,
        avatarFileId,
        updatedBy: before.id,
      }))!;
      await recordAudit(tx, {
        entity: 'account',
        entityId: before.id,
        action: 'update',
        actorId: before.id,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      });
      return accountView(after);
    });
  }

  return { update };
}
