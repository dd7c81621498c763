import { useEffect } from 'react';

/**
 * Puts schema.org JSON-LD in <head> while the page is shown, for search engines. It goes in through
 * textContent, never as HTML, and "<" is escaped so article text cannot close the script element.
 */
export function useStructuredData(data: Record<string, unknown> | null): void {
  const json = data ? JSON.stringify(data).replace(/</g, '\\u003c') : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.loContent = 'structured-data';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
