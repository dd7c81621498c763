import styled from '@emotion/styled';
import type { Author } from '@launchops/contracts';
import { useState } from 'react';
import { AVATAR_SIZE } from '../config';

const StyledAvatar = styled.span<{ size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border-radius: 50%;
  overflow: hidden;
  background: var(--lo-primary-soft);
  color: var(--lo-primary);
  font-weight: 700;
  font-size: ${(p) => Math.max(11, Math.round(p.size * 0.38))}px;
  letter-spacing: 0.02em;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

interface AuthorAvatarProps {
  author: Pick<Author, 'name' | 'avatarUrl'>;
  /** Displayed size in px; the image is 96 px and scales down. */
  size?: number;
  /** Empty when the name is printed right next to it (the picture adds nothing for screen readers). */
  decorative?: boolean;
}

/** The author's picture, or their initials when it cannot load. */
export function AuthorAvatar({ author, size = 40, decorative = false }: AuthorAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = decorative ? '' : `Photo of ${author.name}`;
  if (failedSrc === author.avatarUrl || !author.avatarUrl) {
    return (
      <StyledAvatar size={size} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : alt} aria-hidden={decorative || undefined}>
        {initialsOf(author.name)}
      </StyledAvatar>
    );
  }
  return (
    <StyledAvatar size={size}>
      <img
        src={author.avatarUrl}
        alt={alt}
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(author.avatarUrl)}
      />
    </StyledAvatar>
  );
}
