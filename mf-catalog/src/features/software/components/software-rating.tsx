import styled from '@emotion/styled';
import { StarRating } from '../../../components/star-rating';
import { formatReviews } from '../../../lib/format';

const StyledRating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: 0.9rem;
  color: var(--lo-fg-muted);
  strong { color: var(--lo-fg); }
`;

/** Stars, the numeric rating and the review count. */
export function SoftwareRating({ rating, reviewCount, size }: { rating: number; reviewCount: number; size?: number }) {
  return (
    <StyledRating>
      <StarRating rating={rating} size={size} />
      <strong aria-hidden="true">{rating.toFixed(1)}</strong>
      <span>({formatReviews(reviewCount)})</span>
    </StyledRating>
  );
}
