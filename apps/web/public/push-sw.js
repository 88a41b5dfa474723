/* Kênh web push service worker (spec §4, §8): served at the root next to index.html, scope '/'.
 * A push carries JSON — { title, body | content, path } or { notification: { title, content,
 * data: { path } } } — and shows a system notification; a click focuses a window of the app (or
 * opens one) at `/#<path>`. Content may hold markup: tags are stripped for the system popup. */
/* global self */

function plainText(value) {
  return String(value ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    const json = event.data.json();
    const source = json && typeof json === 'object' && json.notification ? json.notification : json;
    return {
      title: source.title,
      body: source.body ?? source.content,
      path: source.path ?? (source.data && source.data.path) ?? json.path ?? null,
      id: source.id,
    };
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = plainText(payload.title) || 'Kênh';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: plainText(payload.body),
      icon: 'favicon.svg',
      tag: payload.id ? `kenh-${payload.id}` : undefined,
      data: { path: typeof payload.path === 'string' && payload.path.startsWith('/') ? payload.path : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/';
  const target = new URL(`./#${path}`, self.registration.scope).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const scope = self.registration.scope;
      const open = windows.find((client) => client.url.startsWith(scope));
      if (open) {
        await open.focus();
        if ('navigate' in open) return open.navigate(target);
        return undefined;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
