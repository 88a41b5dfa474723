import type { AccountOption, BodyOf, NotificationList, notificationApi, SystemKey } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../platform/http/app-error.js';
import { plainText, sanitizeContent } from './notification-content.js';
import type { NotificationDirectory } from './notification-directory.js';
import { deleteByIds, listForUser, lockOwned, markSeen, toNotification } from './notification.repository.js';
import { notify } from './notify.js';

type ListBody = BodyOf<typeof notificationApi.list>;
type SeenBody = BodyOf<typeof notificationApi.seen>;
type DeleteBody = BodyOf<typeof notificationApi.delete>;
type CreateBody = BodyOf<typeof notificationApi.create>;
type UserNotiBody = BodyOf<typeof notificationApi.getUserNoti>;

/** Audit entity of hand-made notifications (one row per send, keyed by batch id). */
const SENT_ENTITY = 'notification_batch';
/** Audit entity of deletions from a user's list (one row per call, keyed by the owner). */
const LIST_ENTITY = 'notification';

/** Trims and collapses whitespace; empty means "no keyword". */
function normaliseKeyword(keyword: string | undefined): string | undefined {
  const term = keyword?.replace(/\s+/g, ' ').trim();
  return term ? term : undefined;
}

/** Reading, marking and deleting one's own notifications; sending them by hand (docs/notifications.md). */
export function createNotificationService(db: Db, directory: NotificationDirectory) {
  async function list(caller: Caller, body: ListBody): Promise<NotificationList> {
    if (body.id !== caller.accountId) throw forbidden('notification.not_own_list');
    const seen = body.status === null || body.status === undefined ? undefined : body.status === 1;
    const page = await listForUser(db, {
      userId: caller.accountId,
      keyword: normaliseKeyword(body.keyword),
      seen,
      module: body.module ?? undefined,
      page: body.page,
      pageSize: body.page_size,
    });
    const total =
      seen === undefined ? page.totalSeen + page.totalUnseen : seen ? page.totalSeen : page.totalUnseen;
    return {
      results: page.rows.map(toNotification),
      total,
      total_seen: page.totalSeen,
      total_unseen: page.totalUnseen,
      seen_list: page.rows.filter((r) => r.seen).map((r) => r.id),
      unseen_list: page.rows.filter((r) => !r.seen).map((r) => r.id),
    };
  }

  /** Locks the caller's rows among `ids`; 404 (and nothing changes) when any id is not theirs. */
  async function requireOwned(tx: Parameters<typeof lockOwned>[0], caller: Caller, ids: number[]) {
    const unique = [...new Set(ids)];
    const owned = await lockOwned(tx, caller.accountId, unique);
    if (owned.length !== unique.length) throw notFound('notification.not_found');
    return owned;
  }

  /** Marks the caller's notifications seen; `affected` counts the ones that were unseen. */
  async function markAsSeen(caller: Caller, body: SeenBody): Promise<{ affected: number }> {
    return db.transaction(async (tx) => {
      const owned = await requireOwned(tx, caller, body.list_notifi);
      const unseen = owned.filter((r) => !r.seen).map((r) => r.id);
      await markSeen(tx, unseen);
      return { affected: unseen.length };
    });
  }

  async function remove(caller: Caller, body: DeleteBody): Promise<{ affected: number }> {
    if (body.user_id !== caller.accountId) throw forbidden('notification.not_own_delete');
    return db.transaction(async (tx) => {
      const owned = await requireOwned(tx, caller, body.list_notifi);
      const ids = owned.map((r) => r.id).sort((a, b) => a - b);
      await deleteByIds(tx, ids);
      await recordAudit(tx, {
        entity: LIST_ENTITY,
        entityId: caller.accountId,
        action: 'delete',
        actorId: caller.accountId,
        before: { ids },
        after: null,
      });
      return { affected: ids.length };
    });
  }

  /** Recipients: accounts ∪ room members ∪ whole systems, active accounts only, ascending. */
  async function resolveRecipients(
    tx: Parameters<NotificationDirectory['activeAccounts']>[0],
    recipients: { users: number[]; rooms: number[]; systems: SystemKey[] },
  ): Promise<number[]> {
    // One after another: a transaction is one connection.
    const users = await directory.activeAccounts(tx, recipients.users);
    const members = await directory.membersOfRooms(tx, recipients.rooms);
    const systems = await directory.accountsOfSystems(tx, recipients.systems);
    return [...new Set([...users, ...members, ...systems])].sort((a, b) => a - b);
  }

  async function create(caller: Caller, body: CreateBody): Promise<{ recipients: number }> {
    const title = plainText(body.title);
    const content = sanitizeContent(body.content);
    const empty = [
      ...(title === '' ? [{ field: 'title', message: 'validation.required' }] : []),
      ...(content === '' ? [{ field: 'content', message: 'validation.required' }] : []),
    ];
    if (empty.length > 0) throw badRequest('error.bad_request', empty);
    return db.transaction(async (tx) => {
      const resolved = await resolveRecipients(tx, body.recipients);
      // A sender limited to some areas reaches only accounts there, whatever rooms or systems named.
      const userIds = caller.scope.unrestricted
        ? resolved
        : await directory.withinScope(tx, resolved, caller.scope);
      if (userIds.length === 0) throw unprocessable('notification.recipients_empty');
      const { batchId, count } = await notify(tx, userIds, {
        module: body.module,
        title,
        content,
        path: body.path ?? null,
        custom_id: body.custom_id ?? null,
        createdBy: caller.accountId,
      });
      await recordAudit(tx, {
        entity: SENT_ENTITY,
        entityId: batchId,
        action: 'create',
        actorId: caller.accountId,
        after: {
          module: body.module,
          title,
          content,
          path: body.path ?? null,
          custom_id: body.custom_id ?? null,
          users: body.recipients.users,
          rooms: body.recipients.rooms,
          systems: body.recipients.systems,
          recipient_count: count,
        },
      });
      return { recipients: count };
    });
  }

  /** The picker offers accounts within the caller's data scope only. */
  function recipientOptions(caller: Caller, body: UserNotiBody): Promise<AccountOption[]> {
    return directory.accountOptions(db, {
      scope: caller.scope,
      search: normaliseKeyword(body.search),
      systemKey: body.system_key,
      limit: body.limit,
    });
  }

  return { list, markAsSeen, remove, create, recipientOptions };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
