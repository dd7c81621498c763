import { lazy, Suspense, useEffect, useState } from 'react';
import { listenForToastRequests, useToastStore } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Listens for toast requests from the first paint on; the toast UI itself loads with the first
 * toast and then stays mounted.
 */
export function ToastHost() {
  const hasToasts = useToastStore((s) => s.toasts.length > 0);
  const [mounted, setMounted] = useState(false);
  useEffect(() => listenForToastRequests(), []);
  useEffect(() => {
    if (hasToasts) setMounted(true);
  }, [hasToasts]);
  return mounted || hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
