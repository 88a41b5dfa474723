import { accountApi, type RegisterFields } from '@kenh/contract';
import { useEndpointMutation } from '../../../platform/api';

export interface Application {
  fields: RegisterFields;
  file: File | null;
}

/** The public registration: the form's fields and the optional document in one multipart call. */
export function useRegister() {
  return useEndpointMutation(accountApi.register, {
    input: ({ fields, file }: Application) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value !== null && value !== undefined && value !== '') form.append(key, String(value));
      }
      if (file) form.append('file', file, file.name);
      return { body: form };
    },
  });
}
