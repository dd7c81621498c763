/** Per-page title, description, canonical URL and Open Graph tags; every slice sets them through this. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path or absolute URL; defaults to the current path without query or hash. */
  canonicalPath?: string;
  /** Path or absolute URL of the social card image. */
  image?: string;
  type?: 'website' | 'article' | 'profile';
}

export const SITE_NAME = 'LaunchOps';
export const DEFAULT_SOCIAL_IMAGE = '/social-card.jpg';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Applies the page's meta tags to document.head (idempotent; call on every route change). */
export function applyPageMeta(meta: PageMeta): void {
  const origin = window.location.origin;
  const absolute = (pathOrUrl: string) => new URL(pathOrUrl, origin).toString();
  const title = meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
  const canonical = absolute(meta.canonicalPath ?? window.location.pathname);
  document.title = title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:type', meta.type ?? 'website');
  upsertMeta('property', 'og:url', canonical);
  upsertMeta('property', 'og:image', absolute(meta.image ?? DEFAULT_SOCIAL_IMAGE));
  upsertMeta('property', 'og:site_name', SITE_NAME);
  upsertMeta('name', 'twitter:card', 'summary_large_image');
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = canonical;
}
