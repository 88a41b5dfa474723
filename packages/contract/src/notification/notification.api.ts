import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../shared/endpoint.js';
import {
  affectedSchema,
  createNotificationBody,
  createNotificationResult,
  deleteNotificationBody,
  deleteTokenBody,
  listNotificationBody,
  notificationListSchema,
  pushTokenBody,
  pushTokenSchema,
  seenNotificationBody,
  userNotiBody,
  userNotiOptionSchema,
  vapidKeySchema,
} from './notification.schemas.js';

const tags = ['notification'] as const;
const tokenTags = ['notification', 'push'] as const;

/**
 * Notification calls, under the `notification` service prefix. Reading, marking and deleting act on
 * the caller's own notifications only (any signed-in account has a bell list of its own); sending
 * by hand needs `notification.create`.
 */
export const notificationApi = {
  list: defineEndpoint({
    method: 'POST',
    path: '/notification/api/list_notifi',
    summary:
      "Your notifications, newest first, with seen/unseen totals (page 0, page_size 1 is the bell's probe)",
    tags,
    permission: SIGNED_IN,
    body: listNotificationBody,
    response: notificationListSchema,
  }),
  seen: defineEndpoint({
    method: 'POST',
    path: '/notification/api/seen',
    summary: 'Mark your notifications as seen (all or nothing: an id that is not yours refuses the call)',
    tags,
    permission: SIGNED_IN,
    body: seenNotificationBody,
    response: affectedSchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/notification/api/delete',
    summary: 'Delete your notifications (all or nothing)',
    tags,
    permission: SIGNED_IN,
    body: deleteNotificationBody,
    response: affectedSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/notification/api/create',
    summary: 'Send a notification by hand to accounts, rooms or whole systems',
    tags,
    permission: 'notification.create',
    body: createNotificationBody,
    response: createNotificationResult,
  }),
  getUserNoti: defineEndpoint({
    method: 'POST',
    path: '/notification/api/get_user_noti',
    summary: 'Accounts a notification can be sent to (recipient picker of the create form)',
    tags,
    permission: 'notification.create',
    body: userNotiBody,
    response: z.array(userNotiOptionSchema),
  }),

  // --- push tokens ------------------------------------------------------------------------------
  vapidPublicKey: defineEndpoint({
    method: 'GET',
    path: '/notification/api/vapid_public_key',
    summary: "The server's VAPID public key, for PushManager.subscribe",
    tags: tokenTags,
    permission: SIGNED_IN,
    response: vapidKeySchema,
  }),
  createOrUpdateToken: defineEndpoint({
    method: 'POST',
    path: '/notification/api/create_or_update_token',
    summary: "Register this device's push token for you (the same token again updates it)",
    tags: tokenTags,
    permission: SIGNED_IN,
    body: pushTokenBody,
    response: pushTokenSchema,
  }),
  listTokenGet: defineEndpoint({
    method: 'GET',
    path: '/notification/api/list_token',
    summary: 'Your push tokens',
    tags: tokenTags,
    permission: SIGNED_IN,
    response: z.array(pushTokenSchema),
  }),
  listTokenPost: defineEndpoint({
    method: 'POST',
    path: '/notification/api/list_token',
    summary: 'Your push tokens (same as GET)',
    tags: tokenTags,
    permission: SIGNED_IN,
    response: z.array(pushTokenSchema),
  }),
  deleteToken: defineEndpoint({
    method: 'DELETE',
    path: '/notification/api/delete_token',
    summary: 'Delete your push tokens by id (all or nothing)',
    tags: tokenTags,
    permission: SIGNED_IN,
    body: deleteTokenBody,
    response: affectedSchema,
  }),
};
