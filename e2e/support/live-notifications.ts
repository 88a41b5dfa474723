import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Notification, NotificationList } from '@kenh/contract';
import { api } from './app.js';
import { DEMO_PASSWORD } from './server.js';

/** An API session of a demo account (a second session beside its page), for checks outside the page. */
export interface Session {
  token: string;
  userId: number;
}

export async function apiSession(baseUrl: string, username: string): Promise<Session> {
  const { status, json } = await api(baseUrl, 'POST', '/account/api/login', {
    body: { username, password: DEMO_PASSWORD },
  });
  assert.equal(status, 200, JSON.stringify(json));
  const data = json.data as { access_token: string; user: { id: number } };
  return { token: data.access_token, userId: data.user.id };
}

export async function listOf(baseUrl: string, session: Session): Promise<NotificationList> {
  const { status, json } = await api(baseUrl, 'POST', '/notification/api/list_notifi', {
    token: session.token,
    body: { page: 0, page_size: 100, id: session.userId, system: 'MAIN' },
  });
  assert.equal(status, 200, JSON.stringify(json));
  return json.data as NotificationList;
}

/** Marks everything the account has unseen as seen, so the bell starts without a dot. */
export async function markAllSeen(baseUrl: string, session: Session): Promise<void> {
  for (;;) {
    const list = await listOf(baseUrl, session);
    const unseen = list.results.filter((n) => !n.status).map((n) => n.id);
    if (unseen.length === 0) return;
    const { status, json } = await api(baseUrl, 'POST', '/notification/api/seen', {
      token: session.token,
      body: { list_notifi: unseen },
    });
    assert.equal(status, 200, JSON.stringify(json));
  }
}

/** Resolves when the page's live channel answered `ready` (its token was accepted). */
export function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/notification/api/live')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"ready"')) resolve();
      });
    });
  });
}

/** The `notification` messages the page receives on its live channel, as they arrive. */
export function liveNotifications(page: Page): Notification[] {
  const received: Notification[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/notification/api/live')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const message = JSON.parse(payload) as { type: string; notification?: Notification };
      if (message.type === 'notification' && message.notification) received.push(message.notification);
    });
  });
  return received;
}
