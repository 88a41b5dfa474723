/** Notification content is markup: text typed by users is escaped before it goes in. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A notification text from a module's message catalogue, in Vietnamese (notifications are stored in
 * Vietnamese and written once for many readers), its `{placeholders}` filled with escaped values.
 */
export function noticeText<K extends string>(
  catalogue: Record<K, { vi: string }>,
  key: K,
  params: Record<string, string | number> = {},
): string {
  return catalogue[key].vi.replace(/\{(\w+)\}/g, (_, name: string) =>
    escapeMarkup(String(params[name] ?? '')),
  );
}
