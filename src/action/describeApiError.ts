/**
 * What happened to a request, for people: the server's status and message; a network error by its
 * name (ECONNREFUSED, ENOTFOUND, ...) rather than the "HTTP 500" @octokit/request reports it as; a
 * deadline that passed as such.
 */
import { actionText as t } from '../core/messages/action.js';

/**
 * The reason a call is aborted with. Named AbortError so that @octokit/request passes it through
 * unchanged (it turns any other fetch failure into a retryable HTTP 500).
 */
export class TimedOut extends Error {
  override name = 'AbortError';
  /** `answered`: the answers before the deadline, when no request was open then (a retry or a page was still to come). */
  constructor(
    readonly ms: number,
    answered: { count: number; last: string } | null = null,
  ) {
    super(answered === null ? t.timedOut(ms) : t.timedOutAfter(ms, answered.count, answered.last));
  }
}

export function describeApiError(e: unknown): string {
  if (e instanceof TimedOut) return e.message;
  const { status, response, message } = e as { status?: unknown; response?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(e);
  if (typeof status === 'number' && response !== undefined) return `HTTP ${status}: ${text}`;
  const code = networkCode(e);
  if (code !== null) return t.networkError(code, text);
  return text;
}

/** The system or undici error code somewhere down the cause chain, or null. */
function networkCode(e: unknown): string | null {
  for (let at: unknown = e, depth = 0; at !== null && typeof at === 'object' && depth < 6; depth++) {
    const { code, cause } = at as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    at = cause;
  }
  return null;
}
