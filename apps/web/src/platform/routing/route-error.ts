import { isRouteErrorResponse } from 'react-router';

/** What the error page shows for something a page threw (spec §8). */
export interface RouteErrorInfo {
  status: number;
  /** Undefined: the page's default text ("Error", or "This page could not be found" for 404). */
  message: string | undefined;
}

function numberIn(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof data === 'object' && data !== null) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * Where a thrown redirect points (a `redirect()` Response, status 3xx with a Location): spec §8 says
 * a redirect error is not an error, so the boundary follows it instead of showing the error page.
 */
export function redirectTarget(error: unknown): string | undefined {
  if (!(error instanceof Response)) return undefined;
  if (error.status < 300 || error.status > 399) return undefined;
  return error.headers.get('Location') ?? undefined;
}

/**
 * Status and message of a thrown value: a route error response (`data(…, 404)`, `throw new
 * Response`), an API error (its envelope `code`), any error with a numeric `status` or `code` in
 * 400–599, or anything else as 500. The message is the thrown one, when there is one.
 */
export function routeErrorInfo(error: unknown): RouteErrorInfo {
  if (isRouteErrorResponse(error)) {
    // The router's own answers (no route matched…) carry developer text, not a message for users.
    const internal = (error as { internal?: boolean }).internal === true;
    const message = internal ? undefined : (messageOf(error.data) ?? (error.statusText || undefined));
    return { status: error.status, message: message === 'Not Found' ? undefined : message };
  }
  if (error instanceof Response) {
    return { status: numberIn(error.status, 400, 599) ?? 500, message: error.statusText || undefined };
  }
  if (typeof error === 'object' && error !== null) {
    const record = error as { status?: unknown; statusCode?: unknown; code?: unknown; message?: unknown };
    const status =
      numberIn(record.status, 400, 599) ??
      numberIn(record.statusCode, 400, 599) ??
      numberIn(record.code, 400, 599);
    return { status: status ?? 500, message: messageOf(error) };
  }
  return { status: 500, message: messageOf(error) };
}
