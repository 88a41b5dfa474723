import { OutboundError } from './outbound-error.js';

export interface JsonClientOptions {
  /** `https://partner.example/api`: every path is resolved under it. */
  baseUrl: string;
  /** Sent with every request (the partner's own authentication header, say). */
  headers?: Record<string, string>;
  /** Per attempt; a hang longer than this is abandoned and counts as a failed attempt. */
  timeoutMs: number;
  /** Further attempts after a network error, a timeout or a 5xx (never after a 4xx). */
  retries: number;
  /** The wait before the first retry; it doubles before each next one. */
  backoffMs: number;
  /** Told about each retry, e.g. to log it. */
  onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void;
}

export interface JsonAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  body: unknown;
}

type Query = Record<string, string | number | undefined>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function urlOf(baseUrl: string, path: string, query: Query | undefined): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url;
}

async function parsed(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A JSON-over-HTTP client for another system's API: a timeout per attempt, retries with
 * exponential backoff on network errors, timeouts and 5xx answers — only for reads, which a retry
 * cannot apply twice — and no redirects followed (a partner that moves answers an error, not
 * another host with our token). 2xx–4xx answers come back as they are; the caller reads its
 * partner's envelope.
 */
export function createJsonClient(options: JsonClientOptions) {
  const { timeoutMs, retries, backoffMs } = options;
  return {
    async get(path: string, query?: Query): Promise<JsonAnswer> {
      const url = urlOf(options.baseUrl, path, query);
      for (let attempt = 1; ; attempt += 1) {
        let failure: OutboundError;
        try {
          const response = await fetch(url, {
            method: 'GET',
            headers: { accept: 'application/json', ...options.headers },
            redirect: 'error',
            signal: AbortSignal.timeout(timeoutMs),
          });
          const body = await parsed(response);
          if (response.status < 500) {
            if (response.ok && body === undefined)
              throw new OutboundError('invalid_json', attempt, response.status);
            return { status: response.status, body };
          }
          failure = new OutboundError('server_error', attempt, response.status);
        } catch (error) {
          if (error instanceof OutboundError) throw error;
          const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
          failure = new OutboundError(timedOut ? 'timeout' : 'network', attempt, undefined, { cause: error });
        }
        if (attempt > retries) throw failure;
        const delayMs = backoffMs * 2 ** (attempt - 1);
        options.onRetry?.({ attempt, delayMs, reason: failure.message });
        await sleep(delayMs);
      }
    },
  };
}

export type JsonClient = ReturnType<typeof createJsonClient>;
