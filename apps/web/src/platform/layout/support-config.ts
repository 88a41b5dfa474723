/**
 * The technical support line the helpdesk button dials (spec §2.8). Set `VITE_SUPPORT_PHONE` at build
 * time (e.g. `VITE_SUPPORT_PHONE="1900 6868" npm run build -w apps/web`); the default is 1900 6868.
 */
export const DEFAULT_SUPPORT_PHONE = '1900 6868';

function configuredPhone(): string {
  const value = (import.meta.env.VITE_SUPPORT_PHONE as string | undefined)?.trim();
  return value || DEFAULT_SUPPORT_PHONE;
}

export const SUPPORT_PHONE: string = configuredPhone();

/** `1900 6868` → `tel:19006868` (keeps a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
