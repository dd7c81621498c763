import styled from '@emotion/styled';
import { useState } from 'react';
import { COVER_HEIGHT, COVER_WIDTH } from '../config';
import { CategoryIcon } from './category-icon';

const StyledFrame = styled.div<{ rounded: boolean }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${COVER_WIDTH} / ${COVER_HEIGHT};
  overflow: hidden;
  border-radius: ${(p) => (p.rounded ? '14px' : '0')};
  background: var(--lo-bg-muted);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledFallback = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: var(--lo-primary);
  background:
    radial-gradient(circle at 20% 25%, var(--lo-primary-soft) 0 22%, transparent 23%), linear-gradient(135deg, var(--lo-primary-soft), var(--lo-bg-muted));
  svg {
    width: 22%;
    height: auto;
    max-width: 120px;
    opacity: 0.8;
  }
`;

interface PostCoverProps {
  src: string;
  alt: string;
  category: string;
  /** The largest image on the page: load it first instead of lazily. */
  priority?: boolean;
  rounded?: boolean;
}

/** A post's cover at a fixed 1200:630 ratio (no layout shift); a drawn stand-in when the image cannot load. */
export function PostCover({ src, alt, category, priority = false, rounded = false }: PostCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <StyledFrame rounded={rounded}>
      {failed ? (
        <StyledFallback role="img" aria-label={alt} data-testid="cover-fallback">
          <CategoryIcon category={category} strokeWidth={1.5} />
        </StyledFallback>
      ) : (
        <img
          src={src}
          alt={alt}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailedSrc(src)}
        />
      )}
    </StyledFrame>
  );
}
