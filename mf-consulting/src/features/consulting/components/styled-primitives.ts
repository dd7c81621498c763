import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router';

/** Shared look of this slice's controls; every global class is prefixed lo-consulting-. */

export const StyledCard = styled.section`
  background: var(--lo-surface);
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  box-shadow: var(--lo-shadow);
  padding: 24px;
  min-width: 0;
  @media (max-width: 480px) {
    padding: 18px 16px;
    border-radius: 12px;
  }
`;

type ButtonVariant = 'primary' | 'secondary' | 'danger';

const border = (v?: ButtonVariant) => (v === 'danger' ? 'var(--lo-danger)' : v === 'secondary' ? 'var(--lo-border)' : 'var(--lo-primary)');
const background = (v?: ButtonVariant) => (v === 'danger' ? 'var(--lo-danger)' : v === 'secondary' ? 'var(--lo-surface)' : 'var(--lo-primary)');
const foreground = (v?: ButtonVariant) => (v === 'secondary' ? 'var(--lo-fg)' : v === 'danger' ? 'var(--lo-bg)' : 'var(--lo-primary-fg)');

/** The button look, for <button>, <a> and router links alike. */
export const buttonCss = (variant?: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  box-sizing: border-box;
  border-radius: 10px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  border: 1px solid ${border(variant)};
  background: ${background(variant)};
  color: ${foreground(variant)};
  transition: filter 120ms ease, background 120ms ease;
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
  &:focus-visible {
    outline: 3px solid var(--lo-focus);
    outline-offset: 2px;
  }
`;

export const StyledButton = styled.button<{ variant?: ButtonVariant }>`
  ${(p) => buttonCss(p.variant)}
`;

export const StyledAnchorButton = styled.a<{ variant?: ButtonVariant }>`
  ${(p) => buttonCss(p.variant)}
`;

export const StyledLinkButton = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: ButtonVariant }>`
  ${(p) => buttonCss(p.variant)}
`;

export const StyledNotice = styled.div<{ tone?: 'info' | 'success' | 'warning' | 'danger' }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: 10px;
  border: 1px solid
    ${(p) =>
      p.tone === 'success' ? 'var(--lo-success)' : p.tone === 'warning' ? 'var(--lo-warning)' : p.tone === 'danger' ? 'var(--lo-danger)' : 'var(--lo-border)'};
  background: ${(p) =>
    p.tone === 'success'
      ? 'var(--lo-success-soft)'
      : p.tone === 'warning'
        ? 'var(--lo-warning-soft)'
        : p.tone === 'danger'
          ? 'var(--lo-danger-soft)'
          : 'var(--lo-bg-muted)'};
  color: var(--lo-fg);
  line-height: 1.5;
  svg {
    flex: none;
    margin-top: 2px;
  }
  p {
    margin: 0;
  }
`;

export const StyledFieldError = styled.p`
  margin: 6px 0 0;
  color: var(--lo-danger);
  font-size: 0.9rem;
  font-weight: 600;
`;

export const StyledHint = styled.p`
  margin: 6px 0 0;
  color: var(--lo-fg-muted);
  font-size: 0.875rem;
  line-height: 1.45;
`;

export const StyledPage = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px 64px;
  color: var(--lo-fg);
  @media (max-width: 480px) {
    padding: 20px 12px 48px;
  }
`;
