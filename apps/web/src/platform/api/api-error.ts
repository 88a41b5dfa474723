import type { FieldError } from '@kenh/contract';

/**
 * A call that did not end in `{ code: 200, data }`. `code` is the envelope code (the HTTP status when
 * the body carries none; 0 when the server could not be reached); `message` is already localised by
 * the server; `errors` name the fields a form should mark.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: number,
    message: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }

  /** The first message for `field`, if the server sent one. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }

  get isAuthFailure(): boolean {
    return this.code === 401 || this.code === 403;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
