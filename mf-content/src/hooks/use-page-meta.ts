import { applyPageMeta, type PageMeta } from '@launchops/contracts';
import { useEffect } from 'react';

/** Sets the page's title, description, canonical URL and Open Graph tags; null leaves them until data arrives. */
export function usePageMeta(meta: PageMeta | null): void {
  const { title, description, canonicalPath, image, type } = meta ?? {};
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    applyPageMeta({ title, description, canonicalPath, image, type });
  }, [title, description, canonicalPath, image, type]);
}
