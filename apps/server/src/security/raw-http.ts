import { connect } from 'node:net';
import type { Answer } from './response-checks.js';

/** Decodes a `Transfer-Encoding: chunked` body. */
function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return out;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/**
 * Sends raw HTTP/1.1 bytes to a listening server and reads the whole answer (the connection is
 * closed by the request's `Connection: close`). For what an HTTP client library would refuse to
 * send, or what Node's HTTP parser answers before the app sees it (431 on oversized headers).
 */
export function rawRequest(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const response = Buffer.concat(chunks).toString('utf8');
      const split = response.indexOf('\r\n\r\n');
      const head = split < 0 ? response : response.slice(0, split);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const raw = split < 0 ? '' : response.slice(split + 4);
      resolve({
        statusCode: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: /chunked/i.test(headers['transfer-encoding'] ?? '') ? unchunk(raw) : raw,
      });
    });
    socket.write(text);
  });
}

/** A GET request as raw text, with extra header lines. */
export const rawGet = (path: string, extraHeaders: string[] = []) =>
  [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...extraHeaders, '', ''].join('\r\n');
