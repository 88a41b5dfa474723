import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket, RawData } from 'ws';
import {
  LIVE_CHANNEL_PATH,
  liveClientMessage,
  liveServerMessage,
  type LiveServerMessage,
  type Notification,
} from '@kenh/contract';
import type { CallerResolver } from '../../../platform/auth/caller.js';
import { forbidden, notFound } from '../../../platform/http/app-error.js';

/** Close codes of the live channel (4000–4999 are the application's). */
export const LIVE_CLOSE = {
  /** No valid auth message in time, an invalid or expired token, or a session that ended. */
  unauthorized: 4401,
  /** The first message was not `{ type: 'auth', token }`. */
  badMessage: 4400,
  /** The server is shutting down. */
  goingAway: 1001,
} as const;

export interface LiveChannelOptions {
  authenticate: CallerResolver;
  /** The rows of a `notify()` batch that belong to these users. */
  loadBatch: (batchId: string, userIds: readonly number[]) => Promise<Notification[]>;
  /** `CORS_ORIGINS`: other origins allowed to open the socket besides the server's own host. */
  allowedOrigins: readonly string[];
  log: FastifyInstance['log'];
  authTimeoutMs?: number;
  heartbeatMs?: number;
}

interface Connection {
  socket: WebSocket;
  /** Set once the auth message was accepted. */
  userId: number | null;
  token: string | null;
  authenticating: boolean;
  /** Answered the last ping. */
  alive: boolean;
  timers: NodeJS.Timeout[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** setTimeout's ceiling (about 24.8 days); longer delays fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Seconds-since-epoch expiry of a JWT, read without verifying it: only used to schedule when the
 * socket asks for a fresh token, after `authenticate` has verified the token itself.
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Browsers always send `Origin` on a WebSocket handshake; it must be our own host or one of
 * `CORS_ORIGINS`. No `Origin` at all means a non-browser client, which the token check still covers.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !!host && url.host === host.toLowerCase()
    );
  } catch {
    return false; // "null" (sandboxed frames, file:) and anything unparsable
  }
}

/**
 * The live channel: one WebSocket per browser tab at LIVE_CHANNEL_PATH. The first message must be
 * `{ type: 'auth', token }` within `authTimeoutMs`; then `{ type: 'ready' }`, and every new
 * notification of that account arrives as `{ type: 'notification', notification }`. When the access
 * token expires or the session ends, `{ type: 'reauth' }` and close 4401: the client reconnects with a
 * fresh token. See docs/notifications.md, "Delivery".
 */
export class LiveChannel {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly all = new Set<Connection>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly authTimeoutMs: number;
  private readonly heartbeatMs: number;

  constructor(private readonly options: LiveChannelOptions) {
    this.authTimeoutMs = options.authTimeoutMs ?? 5000;
    this.heartbeatMs = options.heartbeatMs ?? 30_000;
  }

  /** Registers the route; `app` must be a context in which @fastify/websocket is loaded. */
  route(app: FastifyInstance): void {
    app.route({
      method: 'GET',
      url: LIVE_CHANNEL_PATH,
      // The upgrade is public; the token comes as the first message (browsers cannot set headers).
      config: { access: { public: true } },
      schema: { hide: true },
      preValidation: (request: FastifyRequest, _reply, done) => {
        const { origin, host } = request.headers;
        if (!isAllowedOrigin(origin, host, this.options.allowedOrigins)) {
          done(forbidden());
          return;
        }
        done();
      },
      // A plain GET (no upgrade) is answered like an unknown route, in the JSON envelope.
      handler: () => {
        throw notFound('error.route_not_found');
      },
      wsHandler: (socket: WebSocket) => this.accept(socket),
    });
  }

  /** Starts the heartbeat: ping every socket, drop those that did not answer the last ping. */
  start(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Closes every socket and stops the heartbeat. */
  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const connection of [...this.all])
      this.drop(connection, LIVE_CLOSE.goingAway, 'server shutting down');
  }

  /** Accounts with at least one authenticated socket here. */
  connectedUserIds(): number[] {
    return [...this.byUser.keys()];
  }

  /** Sends a `notify()` batch to the connected recipients (called on each NOTIFY). */
  async deliverBatch(batchId: string): Promise<void> {
    if (this.byUser.size === 0 || !UUID.test(batchId)) return;
    const items = await this.options.loadBatch(batchId, this.connectedUserIds());
    for (const notification of items) {
      for (const connection of this.byUser.get(notification.user) ?? []) {
        this.send(connection, { type: 'notification', notification });
      }
    }
  }

  private accept(socket: WebSocket): void {
    const connection: Connection = {
      socket,
      userId: null,
      token: null,
      authenticating: false,
      alive: true,
      timers: [],
    };
    this.all.add(connection);
    connection.timers.push(
      setTimeout(
        () => this.drop(connection, LIVE_CLOSE.unauthorized, 'authentication timeout'),
        this.authTimeoutMs,
      ),
    );
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.alive = true;
      if (connection.userId !== null || connection.authenticating) return; // nothing else is expected
      void this.authenticate(connection, isBinary ? null : rawText(data));
    });
    socket.on('close', () => this.forget(connection));
    socket.on('error', () => this.forget(connection));
  }

  private async authenticate(connection: Connection, text: string | null): Promise<void> {
    const parsed = liveClientMessage.safeParse(parseJson(text));
    if (!parsed.success) {
      this.drop(connection, LIVE_CLOSE.badMessage, 'expected an auth message');
      return;
    }
    connection.authenticating = true;
    const token = parsed.data.token;
    let caller;
    try {
      caller = await this.options.authenticate(token);
    } catch (error) {
      this.options.log.error({ err: error }, 'live channel: authentication failed');
      caller = null;
    }
    connection.authenticating = false;
    if (!this.all.has(connection)) return; // closed while we waited
    if (!caller) {
      this.drop(connection, LIVE_CLOSE.unauthorized, 'invalid token');
      return;
    }
    for (const timer of connection.timers) clearTimeout(timer);
    connection.timers = [];
    connection.userId = caller.accountId;
    connection.token = token;
    let sockets = this.byUser.get(caller.accountId);
    if (!sockets) {
      sockets = new Set();
      this.byUser.set(caller.accountId, sockets);
    }
    sockets.add(connection);
    const exp = tokenExpiry(token);
    if (exp !== null) {
      const delay = Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
      connection.timers.push(setTimeout(() => this.reauth(connection), delay));
    }
    this.send(connection, { type: 'ready' });
  }

  /** The token ran out or the session ended: ask for a reconnect with a fresh token. */
  private reauth(connection: Connection): void {
    this.send(connection, { type: 'reauth' });
    this.drop(connection, LIVE_CLOSE.unauthorized, 'token expired');
  }

  private async beat(): Promise<void> {
    for (const connection of [...this.all]) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.forget(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    // A session ended by logout, deactivation or a password change ends its sockets too.
    for (const connection of [...this.all]) {
      if (connection.token === null) continue;
      const caller = await this.options.authenticate(connection.token).catch(() => undefined);
      if (caller === null && this.all.has(connection)) this.reauth(connection);
    }
  }

  private send(connection: Connection, message: LiveServerMessage): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(JSON.stringify(liveServerMessage.parse(message)));
  }

  private drop(connection: Connection, code: number, reason: string): void {
    this.forget(connection);
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(code, reason);
    else connection.socket.terminate();
  }

  private forget(connection: Connection): void {
    if (!this.all.delete(connection)) return;
    for (const timer of connection.timers) clearTimeout(timer);
    connection.timers = [];
    if (connection.userId === null) return;
    const sockets = this.byUser.get(connection.userId);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byUser.delete(connection.userId);
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
