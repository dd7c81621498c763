import type { Product } from '@launchops/contracts';
import { formatDate } from '@launchops/kit';
import { CalendarCheck, CircleCheck, CircleX, Tag, Target } from 'lucide-react';
import { AffiliateLink } from '../../../components/affiliate-link';
import { StyledAside, StyledList, StyledProsCons } from './software-detail-styles';

type ReviewedProduct = Product & { review: NonNullable<Product['review']> };

/** The review's pros and cons, side by side. */
export function ProsAndCons({ software }: { software: ReviewedProduct }) {
  return (
    <StyledProsCons>
      <StyledList data-kind="pros" aria-labelledby="lo-catalog-pros">
        <h2 id="lo-catalog-pros">Pros</h2>
        <ul>
          {software.review.pros.map((pro) => (
            <li key={pro}>
              <CircleCheck size={18} aria-hidden="true" />
              <span>{pro}</span>
            </li>
          ))}
        </ul>
      </StyledList>
      <StyledList data-kind="cons" aria-labelledby="lo-catalog-cons">
        <h2 id="lo-catalog-cons">Cons</h2>
        <ul>
          {software.review.cons.map((con) => (
            <li key={con}>
              <CircleX size={18} aria-hidden="true" />
              <span>{con}</span>
            </li>
          ))}
        </ul>
      </StyledList>
    </StyledProsCons>
  );
}

/** The aside: pricing, whom it suits, when it was last reviewed, and the way to the vendor. */
export function AtAGlance({ software }: { software: ReviewedProduct }) {
  return (
    <StyledAside aria-label={`${software.name} at a glance`}>
      <section aria-labelledby="lo-catalog-pricing">
        <h2 id="lo-catalog-pricing">
          <Tag size={18} aria-hidden="true" />
          Pricing
        </h2>
        <p>{software.pricing}</p>
      </section>
      <section aria-labelledby="lo-catalog-best-for">
        <h2 id="lo-catalog-best-for">
          <Target size={18} aria-hidden="true" />
          Best for
        </h2>
        <p>{software.review.bestFor}</p>
      </section>
      {software.lastReviewed ? (
        <section aria-labelledby="lo-catalog-last-reviewed">
          <h2 id="lo-catalog-last-reviewed">
            <CalendarCheck size={18} aria-hidden="true" />
            Last reviewed
          </h2>
          <p>
            <time dateTime={software.lastReviewed}>{formatDate(software.lastReviewed)}</time>
          </p>
        </section>
      ) : null}
      <div className="lo-no-print">
        <AffiliateLink href={software.link} productId={software.id} productName={software.name} source="software" variant="secondary">
          Visit Site
        </AffiliateLink>
      </div>
    </StyledAside>
  );
}
