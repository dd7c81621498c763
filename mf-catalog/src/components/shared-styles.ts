import { css, keyframes } from '@emotion/react';

/** Colour families for chips and badges; each reads well on light and dark surfaces. */
export type Tone = 'blue' | 'green' | 'purple' | 'amber' | 'pink' | 'teal' | 'grey';

// Purple, pink and teal are not platform tokens: slice-scoped values with dark variants.
export const toneCss = css`
  --lo-catalog-tone-bg: var(--lo-bg-muted);
  --lo-catalog-tone-fg: var(--lo-fg-muted);
  --lo-catalog-tone-border: var(--lo-border);
  background: var(--lo-catalog-tone-bg);
  color: var(--lo-catalog-tone-fg);
  border: 1px solid var(--lo-catalog-tone-border);
  &[data-tone='blue'] { --lo-catalog-tone-bg: var(--lo-primary-soft); --lo-catalog-tone-fg: var(--lo-primary); --lo-catalog-tone-border: transparent; }
  &[data-tone='green'] { --lo-catalog-tone-bg: var(--lo-success-soft); --lo-catalog-tone-fg: var(--lo-success); --lo-catalog-tone-border: transparent; }
  /* The platform's --lo-warning on --lo-warning-soft is 4.4:1; small text needs a darker amber (7:1). */
  &[data-tone='amber'] { --lo-catalog-tone-bg: var(--lo-warning-soft); --lo-catalog-tone-fg: #854d0e; --lo-catalog-tone-border: transparent; }
  &[data-tone='purple'] { --lo-catalog-tone-bg: #f3e8ff; --lo-catalog-tone-fg: #6b21a8; --lo-catalog-tone-border: transparent; }
  &[data-tone='pink'] { --lo-catalog-tone-bg: #fce7f3; --lo-catalog-tone-fg: #9d174d; --lo-catalog-tone-border: transparent; }
  &[data-tone='teal'] { --lo-catalog-tone-bg: #ccfbf1; --lo-catalog-tone-fg: #115e59; --lo-catalog-tone-border: transparent; }
  html.dark &[data-tone='amber'] { --lo-catalog-tone-fg: var(--lo-warning); }
  html.dark &[data-tone='purple'] { --lo-catalog-tone-bg: #2e1a47; --lo-catalog-tone-fg: #d8b4fe; }
  html.dark &[data-tone='pink'] { --lo-catalog-tone-bg: #3d1228; --lo-catalog-tone-fg: #f9a8d4; }
  html.dark &[data-tone='teal'] { --lo-catalog-tone-bg: #0d2f2c; --lo-catalog-tone-fg: #5eead4; }
`;

export const pillCss = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
`;

const buttonBaseCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: 8px;
  font-weight: 600;
  font-size: 0.95rem;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
  &:disabled { cursor: not-allowed; opacity: 0.55; }
  svg { flex-shrink: 0; }
`;

export const primaryButtonCss = css`
  ${buttonBaseCss};
  border: 1px solid var(--lo-primary);
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  &:hover:not(:disabled) { filter: brightness(1.08); }
`;

export const secondaryButtonCss = css`
  ${buttonBaseCss};
  border: 1px solid var(--lo-border);
  background: var(--lo-surface);
  color: var(--lo-fg);
  &:hover:not(:disabled) { border-color: var(--lo-primary); color: var(--lo-primary); }
`;

export const cardCss = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--lo-border);
  border-radius: 12px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
`;

export const pageCss = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px 64px;
  @media (max-width: 480px) { padding-top: 24px; }
`;

export const pageIntroCss = css`
  margin-bottom: 24px;
  h1 { font-size: clamp(1.75rem, 4vw, 2.4rem); margin: 0 0 8px; }
  p { margin: 0; max-width: 760px; color: var(--lo-fg-muted); font-size: 1.05rem; }
  @media (max-width: 480px) { margin-bottom: 20px; p { font-size: 1rem; } }
`;

export const cardGridCss = css`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

export const skeletonCss = css`
  border-radius: 8px;
  background: var(--lo-bg-muted);
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
