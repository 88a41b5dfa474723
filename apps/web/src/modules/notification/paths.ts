/** Vietnamese paths of the notification pages; the English twins add `/en`. */
export const notificationPaths = {
  /** The list on phones (spec §2.2); desktops use the top bar's panel. */
  list: '/notification',
} as const;
