import autocannon from 'autocannon';

export interface ScenarioResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  /** Called with every response's status and headers (lower-case names), e.g. to count replays. */
  onResponse?: (status: number, headers: Record<string, string | string[]>) => void;
}

/**
 * One caller's request: its bearer token, for POST its body, any further headers, and its own path
 * when it asks for another record than the scenario's (`/history/staff/17`).
 */
export interface RequestVariant {
  token: string;
  body?: unknown;
  headers?: Record<string, string>;
  path?: string;
}

/** A fixed list rotated per request, or a function of the request's sequence number (0, 1, 2, …). */
export type RequestVariants = readonly RequestVariant[] | ((sequence: number) => RequestVariant);

/** Exact percentile (ms) of the recorded response times. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/**
 * Runs one scenario with autocannon over real HTTP and records every response time itself, so the
 * report can give p95 (autocannon's own summary has p90 and p97.5 only). `variants` rotate per
 * request: many users, not one user's cache.
 */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  variants: RequestVariants,
  options: { connections: number; duration: number },
): Promise<ScenarioResult> {
  const times: number[] = [];
  let next = 0;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${baseUrl}${scenario.path}`,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            method: scenario.method ?? 'GET',
            setupRequest: (request) => {
              const sequence = next++;
              const variant =
                typeof variants === 'function' ? variants(sequence) : variants[sequence % variants.length];
              return {
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${variant?.token ?? ''}`,
                  'content-type': 'application/json',
                  ...variant?.headers,
                },
                ...(variant?.body === undefined ? {} : { body: JSON.stringify(variant.body) }),
                ...(variant?.path === undefined ? {} : { path: variant.path }),
              };
            },
            ...(scenario.onResponse
              ? {
                  onResponse: (status: number, _body: string, _context: unknown, headers?: unknown) =>
                    scenario.onResponse?.(status, (headers ?? {}) as Record<string, string | string[]>),
                }
              : {}),
          },
        ],
      },
      (error, result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
  instance?.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const result = await finished;
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
  };
}

export function printTable(results: readonly ScenarioResult[]): void {
  console.log('| scenario | req/s | p50 ms | p95 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} |`);
  }
}
