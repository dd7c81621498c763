import { ApiRequestError } from '@launchops/contracts';

/** A 404, or a 400 for an address the API rejects (a malformed slug or id), means there is nothing to show. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
