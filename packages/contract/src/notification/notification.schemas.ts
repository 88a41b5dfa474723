import { z } from 'zod';
import { id, idList, requiredText, text } from '../shared/scalars.js';
import { SYSTEM_KEYS } from '../account/account-types.js';
import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_MODULE_VALUES,
  NOTIFICATION_SYSTEM,
  NOTIFICATION_TITLE_MAX,
  PUSH_TOKEN_SYSTEM,
  PUSH_TOKEN_TYPE,
} from './notification-modules.js';

export const notificationModule = z.enum(NOTIFICATION_MODULE_VALUES, { message: 'validation.invalid' });
const systemField = z.literal(NOTIFICATION_SYSTEM, { message: 'notification.system_invalid' });

/** A stored notification as the list returns it (spec §3). `status` true means seen. */
export const notificationSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  module: notificationModule,
  custom_id: z.string().nullable(),
  title: z.string(),
  /** Sanitised markup; line breaks are kept as written. */
  content: z.string(),
  status: z.boolean(),
  created_at: z.string(),
  system: z.literal(NOTIFICATION_SYSTEM),
  is_failed: z.boolean(),
  data: z.object({ path: z.string().nullable() }),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Spec §7: page from 0, page_size 20, id = the caller's user id, system MAIN. */
export const listNotificationBody = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  id,
  system: systemField.default(NOTIFICATION_SYSTEM),
  keyword: text(100).optional(),
  status: z.union([z.literal(0), z.literal(1)], { message: 'validation.invalid' }).nullish(),
  module: notificationModule.nullish(),
});
export type ListNotificationBody = z.input<typeof listNotificationBody>;

/**
 * Spec §3 list response. `total` counts the rows matching every filter; `total_seen` and
 * `total_unseen` count the caller's notifications matching keyword and module (not status), so the
 * tabs and the bell can show them; `seen_list` / `unseen_list` are the ids of this page's rows.
 */
export const notificationListSchema = z.object({
  results: z.array(notificationSchema),
  total: z.number().int(),
  total_seen: z.number().int(),
  total_unseen: z.number().int(),
  seen_list: z.array(z.number().int()),
  unseen_list: z.array(z.number().int()),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const seenNotificationBody = z.object({ list_notifi: idList });
export const deleteNotificationBody = z.object({
  list_notifi: idList,
  user_id: id,
  system: systemField.default(NOTIFICATION_SYSTEM),
});
export const affectedSchema = z.object({ affected: z.number().int() });

/** Who a hand-made notification goes to: accounts, rooms (their members), or whole account systems. */
export const notificationRecipientsSchema = z
  .object({
    users: z.array(id).max(10_000).default([]),
    rooms: z.array(id).max(1000).default([]),
    systems: z
      .array(z.enum(SYSTEM_KEYS, { message: 'validation.invalid' }))
      .max(SYSTEM_KEYS.length)
      .default([]),
  })
  .refine((r) => r.users.length + r.rooms.length + r.systems.length > 0, {
    message: 'notification.recipients_required',
    path: ['users'],
  });

export const createNotificationBody = z.object({
  module: notificationModule.default('DEFAULT'),
  title: requiredText(NOTIFICATION_TITLE_MAX),
  content: requiredText(NOTIFICATION_CONTENT_MAX),
  /** An in-app path to open on click (must start with "/"). */
  path: z
    .string()
    .trim()
    .max(500, { message: 'validation.too_long' })
    .regex(/^\/(?!\/)[^\s]*$/, { message: 'notification.path_invalid' })
    .nullish(),
  custom_id: text(100).nullish(),
  recipients: notificationRecipientsSchema,
});
export type CreateNotificationBody = z.input<typeof createNotificationBody>;
export const createNotificationResult = z.object({ recipients: z.number().int() });

/** Recipient picker of the create form: accounts by name/username, optionally of one system. */
export const userNotiBody = z.object({
  search: text(100).optional(),
  system_key: z.enum(SYSTEM_KEYS, { message: 'validation.invalid' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const userNotiOptionSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  label_child: z.string().optional(),
});

/** Spec §3 push device token. For web push, device_token is the PushSubscription JSON. */
export const pushTokenBody = z.object({
  device_token: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(4000, { message: 'validation.too_long' }),
  /** True: the device belongs to this user only; the same token of other users is removed. */
  is_check_unique: z.boolean().default(true),
  user: id,
  system: z.literal(PUSH_TOKEN_SYSTEM, { message: 'validation.invalid' }).default(PUSH_TOKEN_SYSTEM),
  type: z.literal(PUSH_TOKEN_TYPE, { message: 'validation.invalid' }).default(PUSH_TOKEN_TYPE),
});
export const pushTokenSchema = z.object({
  id: z.number().int(),
  device_token: z.string(),
  user: z.number().int(),
  system: z.number().int(),
  type: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PushToken = z.infer<typeof pushTokenSchema>;
export const deleteTokenBody = z.object({ list_id_token: idList });
export const vapidKeySchema = z.object({ public_key: z.string() });

/** Messages on the live channel (WebSocket `/notification/api/live`), both directions. */
export const liveClientMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4000) });
export const liveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  /** The access token expired or the session ended: reconnect with a fresh token. */
  z.object({ type: z.literal('reauth') }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;
export const LIVE_CHANNEL_PATH = '/notification/api/live';
