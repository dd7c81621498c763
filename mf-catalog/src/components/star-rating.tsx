import styled from '@emotion/styled';
import { Star } from 'lucide-react';

const StyledStars = styled.span`
  --lo-catalog-star: #d97706;
  html.dark & { --lo-catalog-star: #fbbf24; }
  display: inline-flex;
  align-items: center;
  gap: 2px;
  vertical-align: middle;
`;

const StyledStar = styled.span`
  position: relative;
  display: inline-flex;
  color: var(--lo-border);
  svg { display: block; }
`;

const StyledFill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  display: inline-flex;
  color: var(--lo-catalog-star);
  /* Clip the full-size star rather than shrink it (the shell caps svg at max-width: 100%). */
  svg { display: block; flex-shrink: 0; max-width: none; }
`;

export interface StarRatingProps {
  /** 0 to 5; fractions show as partly filled stars. */
  rating: number;
  size?: number;
}

/** Five stars filled to the rating, announced as "Rated 4.5 out of 5". */
export function StarRating({ rating, size = 16 }: StarRatingProps) {
  const value = Math.min(5, Math.max(0, rating));
  const label = `Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of 5`;
  return (
    <StyledStars role="img" aria-label={label} data-rating={value}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, value - index));
        return (
          <StyledStar key={index} aria-hidden="true">
            <Star size={size} strokeWidth={1.5} />
            {fill > 0 ? (
              <StyledFill style={{ width: `${fill * 100}%` }} data-star-fill={fill}>
                <Star size={size} strokeWidth={1.5} fill="currentColor" />
              </StyledFill>
            ) : null}
          </StyledStar>
        );
      })}
    </StyledStars>
  );
}
