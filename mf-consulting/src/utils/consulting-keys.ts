/** Every query of this slice starts with this key, so one invalidation can reach them all. */
export const CONSULTING_QUERY_KEY = ['consulting'] as const;

export const ONE_MINUTE = 60_000;
