/**
 * Holds one value loaded from the database: loaded on first use, shared by concurrent callers,
 * forgotten on failure (so the next request retries) and on `invalidate()` when the data changes.
 */
import { cacheLookups } from './telemetry/metrics.js';

export class MemoryCache<T> {
  private pending: Promise<T> | undefined;

  constructor(private readonly load: () => Promise<T>) {}

  get(): Promise<T> {
    cacheLookups.inc({ cache: 'memory', result: this.pending ? 'hit' : 'miss' });
    if (!this.pending) {
      const loading = this.load();
      this.pending = loading;
      loading.catch(() => {
        if (this.pending === loading) this.pending = undefined;
      });
    }
    return this.pending;
  }

  invalidate(): void {
    this.pending = undefined;
  }
}
