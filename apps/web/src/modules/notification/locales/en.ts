import type { Translation } from '../../../platform/i18n';
import type { notificationVi } from './vi';

/** Texts of the notification module, English. */
export const notificationEn: Translation<typeof notificationVi> = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnseen: 'You have unread notifications',
  close: 'Close',
  search: 'Search notifications',
  filter: 'Filter',
  type: 'Notification type',
  allTypes: 'All types',
  tabs: {
    label: 'Status',
    all: 'All',
    unseen: 'Unread',
    seen: 'Read',
  },
  markAllRead: 'Mark all as read',
  bulkDelete: 'Delete several',
  deleteNow: 'Delete now',
  cancelBulk: 'Cancel',
  selectAll: 'Select all read notifications',
  select: 'Select notification',
  deleteOne: 'Delete notification',
  unseen: 'Unread',
  empty: 'No notifications yet',
  nextPage: 'Next page ->',
  loading: 'Loading',
  loadFailed: 'The notifications could not be loaded',
  retry: 'Try again',
  confirm: {
    title: 'Confirm deletion',
    one: 'Are you sure you want to delete this notification?',
    many: 'Are you sure you want to delete {{n}} notifications?',
    ok: 'Confirm',
    cancel: 'Back',
  },
  failure: {
    title: 'Notice',
    message: 'Something went wrong',
    close: 'Close',
  },
  tokenDeleteFailed: 'The push token could not be deleted',
};
