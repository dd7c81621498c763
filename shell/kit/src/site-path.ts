/**
 * A site path as its page knows it: without trailing slashes (`/blog/` is `/blog`), `/` as it is. In a module of its
 * own: the shell's first load imports it, and route-data.ts would bring zod with it.
 */
export const sitePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
