import { LIVE_CHANNEL_PATH, liveServerMessage, type Notification } from '@kenh/contract';

/** Close code the server uses for a refused or expired access token. */
export const LIVE_AUTH_CLOSE_CODE = 4401;
const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s … at most 30 s between attempts after a network loss. */
export function liveBackoff(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
}

/**
 * The live channel's address: the API origin (the page's own when `VITE_API_BASE_URL` is empty)
 * with ws: or wss:.
 */
export function liveChannelUrl(
  apiBase: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  location: Pick<Location, 'href'> = window.location,
): string {
  const base = new URL(apiBase || '/', location.href);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = apiBase ? base.pathname.replace(/\/+$/, '') : '';
  return `${protocol}//${base.host}${path}${LIVE_CHANNEL_PATH}`;
}

/**
 * What the connection uses of a WebSocket: the browser's socket fits it, and tests hand in a fake
 * without pretending to be a whole WebSocket.
 */
export interface LiveSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  /** The current access token (cookie). */
  getToken: () => string | undefined;
  /** Refreshes the session's tokens; resolves false when the session cannot be renewed. */
  refresh: (staleToken: string | undefined) => Promise<boolean>;
  onNotification: (item: Notification) => void;
  /** The server accepted the token; `reconnected` is true after a lost connection came back. */
  onReady?: (reconnected: boolean) => void;
  createSocket?: (url: string) => LiveSocket;
  backoff?: (attempt: number) => number;
}

export interface LiveConnection {
  close(): void;
}

/**
 * One live connection (spec §4, delivery of new notifications): sends `{type:'auth', token}` first,
 * waits for `{type:'ready'}`, then passes every `{type:'notification'}` on. On `{type:'reauth'}`
 * or close code 4401 it refreshes the token and reconnects at once; after a network loss it
 * reconnects with growing pauses (and at once when the browser comes back online). It stops when
 * closed or when the session cannot be renewed.
 */
export function connectLive(options: LiveConnectionOptions): LiveConnection {
  const createSocket = options.createSocket ?? ((url: string): LiveSocket => new WebSocket(url));
  const backoff = options.backoff ?? liveBackoff;
  let socket: LiveSocket | undefined;
  let stopped = false;
  let attempt = 0;
  let wasReady = false;
  /** Token refreshes without a `ready` between them: a server that keeps refusing gets pauses. */
  let reauthStreak = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const detach = (ws: LiveSocket) => {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
  };

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const scheduleReconnect = () => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      open();
    }, backoff(attempt));
    attempt += 1;
  };

  const reauth = async (staleToken: string | undefined) => {
    if (stopped) return;
    reauthStreak += 1;
    if (reauthStreak > 2) {
      scheduleReconnect();
      return;
    }
    const renewed = await options.refresh(staleToken).catch(() => false);
    if (stopped) return;
    if (renewed) open();
    else stop();
  };

  function open() {
    if (stopped) return;
    clearTimer();
    const token = options.getToken();
    if (!token) {
      void reauth(undefined);
      return;
    }
    let ws: LiveSocket;
    try {
      ws = createSocket(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event: MessageEvent) => {
      let parsed;
      try {
        parsed = liveServerMessage.safeParse(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (!parsed.success) return;
      const message = parsed.data;
      switch (message.type) {
        case 'ready':
          attempt = 0;
          reauthStreak = 0;
          options.onReady?.(wasReady);
          wasReady = true;
          break;
        case 'notification':
          options.onNotification(message.notification);
          break;
        case 'reauth':
          socket = undefined;
          detach(ws);
          ws.close();
          void reauth(token);
          break;
      }
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = undefined;
      detach(ws);
      if (stopped) return;
      if (event.code === LIVE_AUTH_CLOSE_CODE) void reauth(token);
      else scheduleReconnect();
    };
  }

  const onOnline = () => {
    if (stopped || socket) return;
    clearTimer();
    open();
  };

  function stop() {
    stopped = true;
    clearTimer();
    window.removeEventListener('online', onOnline);
    const ws = socket;
    socket = undefined;
    if (ws) {
      detach(ws);
      ws.close();
    }
  }

  window.addEventListener('online', onOnline);
  open();
  return { close: stop };
}
