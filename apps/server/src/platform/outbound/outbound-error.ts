/**
 * Why a call to another system failed before it gave a usable answer. A 4xx is an answer (the
 * caller reads it); these are the failures a retry may cure, once the retries ran out, and an
 * answer that is no JSON.
 */
export type OutboundFailure = 'timeout' | 'network' | 'server_error' | 'invalid_json';

export class OutboundError extends Error {
  override readonly name = 'OutboundError';

  constructor(
    readonly failure: OutboundFailure,
    readonly attempts: number,
    /** The HTTP status of the last answer, when there was one. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(
      `outbound call failed (${failure}${status ? ` ${status}` : ''}) after ${attempts} attempt(s)`,
      options,
    );
  }
}
