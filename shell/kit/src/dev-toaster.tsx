import { useEffect, useState } from 'react';
import { SHELL_TOAST_EVENT } from './platform.js';
import type { ToastRequest } from './toast.js';

/**
 * Stands in for the shell's toasts in a remote's standalone harness (`npm run dev -w mf-...`): the
 * latest toast request, until dismissed. The site itself never renders it.
 */
export function DevToaster() {
  const [current, setCurrent] = useState<ToastRequest | null>(null);
  useEffect(() => {
    const onToast = (event: Event) => setCurrent((event as CustomEvent<ToastRequest>).detail);
    window.addEventListener(SHELL_TOAST_EVENT, onToast);
    return () => window.removeEventListener(SHELL_TOAST_EVENT, onToast);
  }, []);
  if (!current) return null;
  return (
    <div
      role="status"
      style={{ position: 'fixed', right: 16, bottom: 16, padding: 12, border: '1px solid var(--lo-border)', background: 'var(--lo-surface)', borderRadius: 8 }}
    >
      <strong>{current.title}</strong>
      {current.description ? <div>{current.description}</div> : null}
      <button type="button" onClick={() => setCurrent(null)}>
        Dismiss
      </button>
    </div>
  );
}
