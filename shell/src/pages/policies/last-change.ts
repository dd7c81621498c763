import type { PolicyId } from '@launchops/contracts';
import { useSitePolicies } from './site-policies';

/** The day a page last changed: its own text's day, or the newest day of the policies it states (policies.yaml), if later. */
export function useLastChange(pageUpdated: string, policies: readonly PolicyId[]): string {
  const site = useSitePolicies();
  return (site.data?.policies ?? [])
    .filter((p) => (policies as readonly string[]).includes(p.id))
    .reduce((latest, p) => (p.updated > latest ? p.updated : latest), pageUpdated);
}
