import pg from 'pg';

/** Called with the NOTIFY payload (the empty string when none was given). */
export type NotificationHandler = (payload: string) => void;
/** Stops one handler; the channel is UNLISTENed when its last handler goes. */
export type Unlisten = () => Promise<void>;
/** Where the PostgreSQL listener reports connection trouble (it never throws it at anyone). */
export type ListenerErrorLog = (message: string, error: unknown) => void;

/** Channel names are plain identifiers, so they can be quoted into LISTEN safely. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid LISTEN channel name: ${channel}`);
}

export interface PgListenerOptions {
  connectionString: string;
  log?: ListenerErrorLog;
  /** First reconnect delay; doubles after each failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * LISTEN on PostgreSQL through one dedicated connection (never a pooled one: a pooled client is
 * handed to other queries and its LISTENs would leak or vanish). The connection opens on the first
 * `listen()`. When it breaks (server restart, `pg_terminate_backend`, network), it reconnects with
 * exponential backoff and LISTENs every channel again; notifications sent while it was away are lost,
 * so consumers that must not miss work also poll (see the push worker).
 */
export class PgListener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private backoffMs: number;
  private closed = false;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly log: ListenerErrorLog;

  constructor(private readonly options: PgListenerOptions) {
    this.minBackoffMs = options.minBackoffMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 10_000;
    this.backoffMs = this.minBackoffMs;
    this.log = options.log ?? (() => {});
  }

  /** Resolves once the channel is LISTENed on a live connection (or a reconnect is scheduled). */
  async listen(channel: string, handler: NotificationHandler): Promise<Unlisten> {
    assertChannelName(channel);
    if (this.closed) throw new Error('The database listener is closed');
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    if (!this.client && !this.reconnectTimer) await this.connect();
    // LISTEN is idempotent; repeating it covers a connection that opened while this was added.
    if (first && this.client) await this.query(`LISTEN "${channel}"`);

    let active = true;
    return async () => {
      if (!active) return;
      active = false;
      const current = this.handlers.get(channel);
      current?.delete(handler);
      if (current && current.size === 0) {
        this.handlers.delete(channel);
        if (this.client) await this.query(`UNLISTEN "${channel}"`);
      }
    };
  }

  /** Ends the connection and any pending reconnect; later `listen()` calls throw. */
  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  /** True while a connection is up with every channel LISTENed (for tests and readiness). */
  get connected(): boolean {
    return this.client !== null;
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    // 'error' and 'end' both mean the connection is gone; drop it once and reconnect.
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (error) this.log('database listener connection lost', error);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
      if (this.closed) return;
      this.log('database listener could not connect', error);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.backoffMs = this.minBackoffMs;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.maxBackoffMs);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private async query(text: string): Promise<void> {
    try {
      await this.client?.query(text);
    } catch (error) {
      // The connection broke under us; the reconnect LISTENs the current channel set again.
      this.log(`database listener: ${text} failed`, error);
    }
  }

  private dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.log(`handler of channel ${channel} failed`, error);
      }
    }
  }
}
