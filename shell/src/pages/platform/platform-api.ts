/** A refused or failed call to the release registry, with the status the page tells a wrong token by. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One call to the release registry with the admin token; the API's own message when it refuses. */
export async function call(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`/api/releases${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (!response.ok) throw new HttpError(response.status, typeof json?.message === 'string' ? json.message : `The API answered ${response.status}.`);
  return json;
}
