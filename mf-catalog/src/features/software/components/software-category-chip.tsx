import { TonePill } from '../../../components/tone-pill';
import { toLabel } from '../../../utils/format';
import { categoryTone } from '../utils/software-display';

export function SoftwareCategoryChip({ category }: { category: string }) {
  return (
    <TonePill tone={categoryTone(category)} data-testid="category-chip">
      {toLabel(category)}
    </TonePill>
  );
}
