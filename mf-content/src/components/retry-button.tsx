import { RotateCw } from 'lucide-react';
import { Button } from './button-link';

/** A failed read's "Try again": refetches the query, and says so while it runs. */
export function RetryButton({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <Button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RotateCw size={16} aria-hidden="true" />
      {query.isFetching ? 'Retrying...' : 'Try again'}
    </Button>
  );
}
