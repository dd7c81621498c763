import styled from '@emotion/styled';
import { useState } from 'react';

const StyledImage = styled.img`
  display: block;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: var(--lo-primary-soft);
`;

const StyledInitials = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  font-weight: 700;
  letter-spacing: 0.04em;
  user-select: none;
`;

/** "Rosa Lindqvist" -> "RL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('') || '?';
}

export interface ConsultantAvatarProps {
  name: string;
  src: string;
  size?: number;
}

/** The advisor's picture at a fixed size (no layout shift); their initials when it cannot be loaded. */
export function ConsultantAvatar({ name, src, size = 96 }: ConsultantAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <StyledInitials role="img" aria-label={`Avatar of ${name}`} style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </StyledInitials>
    );
  }
  return <StyledImage src={src} alt={`Avatar of ${name}`} width={size} height={size} decoding="async" onError={() => setFailedSrc(src)} />;
}
