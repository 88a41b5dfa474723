import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal } from 'antd';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  accessApi,
  createNotificationBody,
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_MODULE_VALUES,
  NOTIFICATION_MODULES,
  NOTIFICATION_TITLE_MAX,
  notificationApi,
  SYSTEM_KEYS,
  type NotificationModule,
  type SystemKey,
} from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { toast } from '../../../platform/feedback/toast';
import { applyApiError, FieldItem } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormSelectField, FormTextInput, type SelectOption } from '../../../platform/inputs';
import { useLocale, useSystemKeyName } from '../../../platform/layout/use-locale';
import { usePermission } from '../../../platform/session';

type Values = z.input<typeof createNotificationBody>;
type Parsed = z.output<typeof createNotificationBody>;

/** Pause before the typed account search goes to the server. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 300;
/** How many accounts the picker asks for at a time. */
const RECIPIENT_LIMIT = 50;
/** Rooms are few: one page of the largest size lists them all. */
const ROOM_PAGE_SIZE = 200;

const FORM_ID = 'compose-notification-form';
const SERVER_FIELDS = [
  'module',
  'title',
  'content',
  'path',
  'recipients',
  'recipients.users',
  'recipients.rooms',
  'recipients.systems',
] as const;

const emptyValues = (): Values => ({
  module: 'DEFAULT',
  title: '',
  content: '',
  path: '',
  recipients: { users: [], rooms: [], systems: [] },
});

/** The contract's schema, with an empty optional path meaning "no path" rather than an invalid one. */
const baseResolver = zodResolver(createNotificationBody);
const resolver: Resolver<Values, unknown, Parsed> = (values, context, options) =>
  baseResolver({ ...values, path: values.path?.trim() ? values.path : null }, context, options);

/**
 * A recipients error that no select shows: on the whole group, on the systems, or on the rooms when
 * that field is hidden. (The schema puts "at least one recipient" on the accounts select.)
 */
function groupError(error: unknown, roomsShown: boolean): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Partial<FieldError> & Record<string, unknown>;
  for (const key of roomsShown ? (['systems', 'root'] as const) : (['systems', 'rooms', 'root'] as const)) {
    const inner = e[key] as Partial<FieldError> | undefined;
    if (inner?.message) return inner as FieldError;
  }
  return e.message ? (e as FieldError) : undefined;
}

/** The typed text, applied after a pause (trimmed). */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Accounts picker over `get_user_noti`: the server searches name and username as the user types
 * (debounced); chosen accounts keep their labels while other searches are shown.
 */
function useAccountOptions(search: string, chosen: readonly number[], enabled: boolean) {
  const query = useQuery({
    queryKey: ['notification-compose', 'accounts', search],
    queryFn: ({ signal }) =>
      callEndpoint(notificationApi.getUserNoti, {
        body: { ...(search ? { search } : {}), limit: RECIPIENT_LIMIT },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const known = useRef(new Map<number, SelectOption<number>>());
  const options = useMemo(() => {
    const found = query.data ?? [];
    for (const o of found) known.current.set(o.value, o);
    const list: SelectOption<number>[] = [...found];
    for (const id of chosen) {
      const option = known.current.get(id);
      if (option && !found.some((o) => o.value === id)) list.push(option);
    }
    return list;
  }, [query.data, chosen]);
  return { options, loading: query.isFetching };
}

function useRoomOptions(enabled: boolean) {
  const systemName = useSystemKeyName();
  const query = useQuery({
    queryKey: ['notification-compose', 'rooms'],
    queryFn: ({ signal }) =>
      callEndpoint(accessApi.listRooms, { query: { page: 0, page_size: ROOM_PAGE_SIZE }, signal }),
    enabled,
    staleTime: 60_000,
  });
  const options = useMemo<SelectOption<number>[]>(
    () =>
      (query.data?.results ?? []).map((room) => ({
        value: room.id,
        label: room.name,
        label_child: systemName(room.system_key),
      })),
    [query.data, systemName],
  );
  return { options, loading: query.isFetching };
}

export interface ComposeNotificationProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Gửi thông báo": a notification sent by hand (`notification.create`, docs/notifications.md) — type,
 * title, content (basic markup, line breaks kept), an optional in-app path, and recipients: accounts
 * (searched on the server), rooms (only for callers who may list them) and whole systems. The
 * contract's schema validates; the server's field errors go under the fields, other failures above
 * the form; success closes the dialog with a toast naming the number of recipients.
 */
export function ComposeNotification({ open, onClose }: ComposeNotificationProps) {
  const { t } = useTranslation('notification');
  const locale = useLocale();
  const messageText = useMessageText();
  const canListRooms = usePermission(accessApi.listRooms.permission);
  const [formError, setFormError] = useState<string>();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed, RECIPIENT_SEARCH_DEBOUNCE_MS);

  const { control, handleSubmit, setError, reset, watch, trigger, formState } = useForm<
    Values,
    unknown,
    Parsed
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyValues(),
  });
  // "At least one recipient" spans three fields, but react-hook-form re-checks only the field that
  // changed: once it was reported, any recipients change re-checks all three.
  const recheck = useRef(false);
  recheck.current = formState.isSubmitted || formState.errors.recipients !== undefined;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (recheck.current && name?.startsWith('recipients')) {
        void trigger(['recipients.users', 'recipients.rooms', 'recipients.systems']);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
  const chosenUsers = watch('recipients.users');
  // The contract's ids coerce, so their input type is unknown; the select only ever puts numbers.
  const accounts = useAccountOptions(search, (chosenUsers ?? []) as number[], open);
  const rooms = useRoomOptions(open && canListRooms);

  const send = useMutation({
    mutationFn: (body: Parsed) => callEndpoint(notificationApi.create, { body }),
  });

  const close = () => {
    reset(emptyValues());
    setFormError(undefined);
    setTyped('');
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await send.mutateAsync({ ...values, path: values.path || null });
      toast.success(messageText('notification.sent'), {
        description: t('compose.sentTo', { count: result.recipients }),
      });
      close();
    } catch (error) {
      setFormError(applyApiError(error, setError, SERVER_FIELDS));
    }
  });

  const moduleOptions = useMemo<SelectOption<NotificationModule>[]>(
    () => NOTIFICATION_MODULE_VALUES.map((value) => ({ value, label: NOTIFICATION_MODULES[value][locale] })),
    [locale],
  );
  const systemOptions = SYSTEM_KEYS.map((key: SystemKey) => ({
    value: key,
    label: t(`compose.system.${key}`),
  }));
  const recipientsMessage = groupError(formState.errors.recipients, canListRooms);

  return (
    // Escape closes the dialog only, not the notification panel behind it (it listens on window).
    <span
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <Modal
        open={open}
        title={t('compose.title')}
        onCancel={close}
        width={560}
        destroyOnHidden
        mask={{ closable: false }}
        footer={[
          <Button key="cancel" onClick={close}>
            {t('compose.cancel')}
          </Button>,
          <Button key="submit" type="primary" htmlType="submit" form={FORM_ID} loading={send.isPending}>
            {t('compose.submit')}
          </Button>,
        ]}
      >
        <form
          id={FORM_ID}
          noValidate
          aria-label={t('compose.title')}
          onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        >
          <Form layout="vertical" component={false} requiredMark={false}>
            {formError ? (
              <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
            ) : null}
            <FormSelectField<Values, 'module', unknown, Parsed, NotificationModule>
              name="module"
              control={control}
              label={t('compose.type')}
              id="compose-module"
              options={moduleOptions}
              showSuccess={false}
            />
            <FormTextInput
              name="title"
              control={control}
              label={t('compose.subject')}
              id="compose-title"
              maxLength={NOTIFICATION_TITLE_MAX}
            />
            <Controller
              name="content"
              control={control}
              render={({ field, fieldState }) => (
                <FieldItem label={t('compose.content')} htmlFor="compose-content" error={fieldState.error}>
                  <Input.TextArea
                    id="compose-content"
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    status={fieldState.error ? 'error' : undefined}
                    aria-invalid={fieldState.error ? true : undefined}
                    aria-describedby="compose-content-hint"
                    maxLength={NOTIFICATION_CONTENT_MAX}
                    autoSize={{ minRows: 4, maxRows: 10 }}
                  />
                  <div id="compose-content-hint" style={{ marginTop: 4, fontSize: 12, color: '#8c8c8c' }}>
                    {t('compose.contentHint')}
                  </div>
                </FieldItem>
              )}
            />
            <FormTextInput
              name="path"
              control={control}
              label={t('compose.path')}
              id="compose-path"
              placeholder="/my-account"
              maxLength={500}
              aria-describedby="compose-path-hint"
            />
            <div
              id="compose-path-hint"
              style={{ marginTop: -16, marginBottom: 16, fontSize: 12, color: '#8c8c8c' }}
            >
              {t('compose.pathHint')}
            </div>
            <fieldset
              aria-label={t('compose.recipients')}
              aria-invalid={recipientsMessage ? true : undefined}
              style={{ border: 0, margin: 0, padding: 0 }}
            >
              <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8, border: 0 }}>
                {t('compose.recipients')}
              </legend>
              <div
                // The select keeps its search text to itself; the server search follows the input's typing.
                onInput={(event) => {
                  const target = event.target;
                  if (target instanceof HTMLInputElement) setTyped(target.value);
                }}
              >
                <FormSelectField<Values, 'recipients.users', unknown, Parsed, number>
                  name="recipients.users"
                  control={control}
                  label={t('compose.users')}
                  id="compose-users"
                  multiple
                  options={accounts.options}
                  loading={accounts.loading}
                  placeholder={t('compose.usersPlaceholder')}
                  showSuccess={false}
                  onOpenChange={(isOpen) => {
                    if (!isOpen) setTyped('');
                  }}
                />
              </div>
              {canListRooms ? (
                <FormSelectField<Values, 'recipients.rooms', unknown, Parsed, number>
                  name="recipients.rooms"
                  control={control}
                  label={t('compose.rooms')}
                  id="compose-rooms"
                  multiple
                  options={rooms.options}
                  loading={rooms.loading}
                  placeholder={t('compose.roomsPlaceholder')}
                  showSuccess={false}
                />
              ) : null}
              <Controller
                name="recipients.systems"
                control={control}
                render={({ field }) => (
                  <Form.Item label={<span id="compose-systems-label">{t('compose.systems')}</span>}>
                    <Checkbox.Group
                      aria-labelledby="compose-systems-label"
                      options={systemOptions}
                      value={field.value ?? []}
                      onChange={(value) => field.onChange(value)}
                      style={{
                        display: 'grid',
                        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                        gap: 4,
                      }}
                    />
                  </Form.Item>
                )}
              />
              {recipientsMessage?.message ? (
                <div
                  role="alert"
                  data-testid="compose-recipients-error"
                  style={{ color: '#ff4d4f', marginTop: -16 }}
                >
                  {messageText(recipientsMessage.message)}
                </div>
              ) : null}
            </fieldset>
          </Form>
        </form>
      </Modal>
    </span>
  );
}

export default ComposeNotification;
