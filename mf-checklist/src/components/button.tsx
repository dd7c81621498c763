import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'success';
type Size = 'sm' | 'md';

interface ButtonLookProps {
  variant?: Variant;
  size?: Size;
}

const VARIANTS: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: var(--lo-primary);
    color: var(--lo-primary-fg);
    border-color: var(--lo-primary);
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
  `,
  secondary: css`
    background: var(--lo-surface);
    color: var(--lo-fg);
    border-color: var(--lo-border);
    &:hover:not(:disabled) {
      border-color: var(--lo-primary);
      color: var(--lo-primary);
    }
  `,
  ghost: css`
    background: transparent;
    color: var(--lo-primary);
    border-color: transparent;
    &:hover:not(:disabled) {
      background: var(--lo-primary-soft);
    }
  `,
  success: css`
    background: var(--lo-success-soft);
    color: var(--lo-success);
    border-color: var(--lo-success);
    &:hover:not(:disabled) {
      filter: brightness(1.04);
    }
  `,
};

const buttonLook = ({ variant = 'primary', size = 'md' }: ButtonLookProps) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${size === 'sm' ? 36 : 44}px;
  padding: ${size === 'sm' ? '6px 12px' : '10px 18px'};
  border: 1px solid transparent;
  border-radius: 10px;
  font-weight: 600;
  font-size: ${size === 'sm' ? '0.9rem' : '0.95rem'};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease,
    filter 120ms ease;
  ${VARIANTS[variant]}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    flex: none;
  }
`;

const notLookProp = (prop: string) => prop !== 'variant' && prop !== 'size';

/** The slice's button. */
export const StyledButton = styled('button', { shouldForwardProp: notLookProp })<ButtonLookProps>(buttonLook);

/** A router link that looks like a button (navigation, not an action). */
export const StyledLinkButton = styled(Link, { shouldForwardProp: notLookProp })<ButtonLookProps>(buttonLook);

/** A plain link (a download, another origin) that looks like a button. */
export const StyledAnchorButton = styled('a', { shouldForwardProp: notLookProp })<ButtonLookProps>(buttonLook);
