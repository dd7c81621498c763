import { useEffect, useRef } from 'react';

/**
 * The shell scrolls to the top whenever the path changes. Switching category tabs changes the path,
 * but should not throw the visitor back to the top: call `remember()` before such a navigation and the
 * position is restored once the new path has rendered (this effect runs after the shell's).
 */
export function useKeepScrollOnNavigate(pathKey: string | undefined) {
  const saved = useRef<number | null>(null);
  useEffect(() => {
    if (saved.current === null) return;
    const top = saved.current;
    saved.current = null;
    window.scrollTo({ top, behavior: 'instant' });
  }, [pathKey]);
  return {
    remember: () => {
      saved.current = window.scrollY;
    },
  };
}
