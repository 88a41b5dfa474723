import type { MessageCatalogue } from '../shared/messages.js';

/** Platform messages not already in the shared catalogue. */
export const platformMessages = {
  'error.idempotency_key_invalid': {
    vi: 'Khoá Idempotency-Key phải gồm 1–255 ký tự hiển thị',
    en: 'Idempotency-Key must be 1–255 visible characters',
  },
} as const satisfies MessageCatalogue;
