import { applyPageMeta, type PageMeta } from '@launchops/contracts';
import { useEffect } from 'react';

/** Sets the route's title, description, canonical URL and Open Graph tags. */
export function usePageMeta({ title, description, canonicalPath, image, type }: PageMeta): void {
  useEffect(() => {
    applyPageMeta({ title, description, canonicalPath, image, type });
  }, [title, description, canonicalPath, image, type]);
}
