import type { Tone } from '../../../components/shared-styles';
import { TonePill } from '../../../components/tone-pill';
import type { PriceModel } from '@launchops/contracts';

const PRICE_TONES: Partial<Record<PriceModel, Tone>> = { Free: 'green', Freemium: 'blue' };

/** Free green, Freemium blue, any other price grey. */
export function priceTone(price: PriceModel): Tone {
  return PRICE_TONES[price] ?? 'grey';
}

export function PriceBadge({ price }: { price: PriceModel }) {
  return (
    <TonePill tone={priceTone(price)} data-testid="price-badge">
      <span className="lo-visually-hidden">Pricing model: </span>
      {price}
    </TonePill>
  );
}
