import { useEffect, useState } from 'react';
import { preloadable, useLoadState } from '@launchops/kit/react';
import { listenForToastRequests, useToastStore } from './toast-store';

const toaster = preloadable(() => import('./toaster').then((m) => m.Toaster));

/** The toast UI as soon as its code is here (not React.lazy, whose reveal React delays; see useLoadState). */
function LoadedToaster() {
  const { value: Toaster, error } = useLoadState('toaster', toaster.loaded(), toaster.load);
  useEffect(() => {
    if (error) console.error('[shell] the toast UI could not be loaded', error);
  }, [error]);
  return Toaster ? <Toaster /> : null;
}

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
  return mounted || hasToasts ? <LoadedToaster /> : null;
}
