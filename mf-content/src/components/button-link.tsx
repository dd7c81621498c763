import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router';

export const buttonStyles = (variant: 'primary' | 'secondary') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: 10px;
  border: 1px solid ${variant === 'primary' ? 'var(--lo-primary)' : 'var(--lo-border)'};
  background: ${variant === 'primary' ? 'var(--lo-primary)' : 'var(--lo-surface)'};
  color: ${variant === 'primary' ? 'var(--lo-primary-fg)' : 'var(--lo-fg)'};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: filter 120ms ease, border-color 120ms ease;
  &:hover {
    filter: brightness(${variant === 'primary' ? 1.08 : 0.97});
    border-color: ${variant === 'primary' ? 'var(--lo-primary)' : 'var(--lo-fg-muted)'};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: 'primary' | 'secondary' }>`
  ${(p) => buttonStyles(p.variant ?? 'primary')}
`;

export const Button = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: 'primary' | 'secondary' }>`
  ${(p) => buttonStyles(p.variant ?? 'primary')}
`;
