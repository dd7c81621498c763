import type { Tone } from '../../../components/shared-styles';
import { TonePill } from '../../../components/tone-pill';
import type { ToolPrice } from '../data/tools';

const PRICE_TONES: Partial<Record<ToolPrice, Tone>> = { Free: 'green', Freemium: 'blue', Premium: 'purple' };

/** Free green, Freemium blue, Premium purple, any other price grey. */
export function priceTone(price: ToolPrice): Tone {
  return PRICE_TONES[price] ?? 'grey';
}

export function PriceBadge({ price }: { price: ToolPrice }) {
  return (
    <TonePill tone={priceTone(price)} data-testid="price-badge">
      <span className="lo-visually-hidden">Pricing model: </span>
      {price}
    </TonePill>
  );
}
