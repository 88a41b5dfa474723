import WebSocket from 'ws';
import type { LiveServerMessage } from '@kenh/contract';
import { waitFor } from './wait-for.js';

/* Tests only: a live channel client that records what arrives. */

export interface LiveClient {
  socket: WebSocket;
  messages: LiveServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket to the live channel and records what arrives. */
export function connect(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  const socket = new WebSocket(url, { headers });
  const messages: LiveServerMessage[] = [];
  socket.on('message', (data: Buffer) =>
    messages.push(JSON.parse(data.toString('utf8')) as LiveServerMessage),
  );
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Connects and authenticates; resolves after `ready`. */
export async function connectAs(url: string, token: string): Promise<LiveClient> {
  const client = await connect(url);
  client.socket.send(JSON.stringify({ type: 'auth', token }));
  await waitFor(() => client.messages.some((m) => m.type === 'ready'), 'ready', 3000);
  return client;
}
