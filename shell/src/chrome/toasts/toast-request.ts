import { type ToastRequest, toastRequestSchema } from '@launchops/kit';

/** Validates a toast request raised by a remote. */
export function parseToastRequest(detail: unknown): { ok: true; request: ToastRequest } | { ok: false; message: string } {
  const parsed = toastRequestSchema.safeParse(detail);
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
}
