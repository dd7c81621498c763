import type { RemoteName } from '@launchops/contracts';
import { RemoteSlot } from '../../remotes/remote-slot';
import { StyledSkeletonBlock } from '../page-skeleton';

/** A remote widget on the home page: reserves its height (no layout shift) and fails alone. */
export function WidgetSlot({ remote, label, minHeight }: { remote: RemoteName; label: string; minHeight: number }) {
  return (
    <div style={{ minHeight }} data-widget={remote}>
      <RemoteSlot remote={remote} module="home-widget" label={label} fallback={<StyledSkeletonBlock height={minHeight} />} />
    </div>
  );
}
