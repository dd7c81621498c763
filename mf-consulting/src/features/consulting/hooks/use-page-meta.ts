import { applyPageMeta, type PageMeta } from '@launchops/contracts';
import { useEffect } from 'react';

/** Applies the page's title and meta tags; `noindex` keeps private pages (manage links) out of search engines. */
export function usePageMeta(meta: PageMeta & { noindex?: boolean }): void {
  const { title, description, canonicalPath, image, type, noindex } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, canonicalPath, image, type });
  }, [title, description, canonicalPath, image, type]);
  useEffect(() => {
    if (!noindex) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    robots.dataset.owner = 'mf_consulting';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, [noindex]);
}
