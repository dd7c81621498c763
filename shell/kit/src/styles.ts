import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router';
import { PAGE_INTRO } from './first-paint.js';

/**
 * The site's shared looks (`@launchops/kit/styles`): one button, one card surface, one pill and one
 * notice, built on the theme's tokens so every slice looks like one site and follows light and dark.
 * Interpolate them into a styled component (`${cardCss}`) and add what is the slice's own after.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger';

const BUTTON_COLOURS: Record<ButtonVariant, { border: string; background: string; color: string }> = {
  primary: { border: 'var(--lo-primary)', background: 'var(--lo-primary)', color: 'var(--lo-primary-fg)' },
  secondary: { border: 'var(--lo-border)', background: 'var(--lo-surface)', color: 'var(--lo-fg)' },
  outline: { border: 'var(--lo-primary)', background: 'transparent', color: 'var(--lo-primary)' },
  danger: { border: 'var(--lo-danger)', background: 'var(--lo-danger)', color: 'var(--lo-bg)' },
};

/** A button, for <button>, <a> and router links alike: 44 px tall (a touch target), focus ring, disabled state. */
export const buttonCss = (variant: ButtonVariant = 'primary') => {
  const colours = BUTTON_COLOURS[variant];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 44px;
    padding: 10px 18px;
    border-radius: 10px;
    border: 1px solid ${colours.border};
    background: ${colours.background};
    font: inherit;
    font-weight: 600;
    line-height: 1.2;
    cursor: pointer;
    transition:
      filter 120ms ease,
      border-color 120ms ease,
      color 120ms ease;
    svg {
      flex-shrink: 0;
    }
    /* Doubled so a surrounding prose rule for links does not win. */
    && {
      color: ${colours.color};
      text-decoration: none;
    }
    &:hover:not(:disabled) {
      ${variant === 'secondary' ? 'border-color: var(--lo-primary); color: var(--lo-primary);' : 'filter: brightness(1.08);'}
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
};

/** The raised surface of cards and panels: border, rounded corners, background and shadow. */
export const surfaceCss = css`
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
`;

/** A card: the surface with room inside, tighter on a phone. */
export const cardCss = css`
  ${surfaceCss};
  min-width: 0;
  padding: 24px;
  @media (max-width: 480px) {
    padding: 18px 14px;
    border-radius: 12px;
  }
`;

/** A small rounded label (a category, a count, a discount); colours are the caller's. */
export const pillCss = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
`;

export type NoticeTone = 'success' | 'danger' | 'warning' | 'primary';

/** A one-paragraph message with an icon beside it: saved, sent, failed. */
export const noticeCss = (tone: NoticeTone) => css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 0;
  padding: 10px 12px;
  border-radius: 10px;
  background: var(--lo-${tone}-soft);
  color: var(--lo-${tone === 'warning' ? 'fg' : tone});
  font-size: 0.9rem;
  font-weight: 600;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const withoutVariant = { shouldForwardProp: (prop: string) => prop !== 'variant' };

/** A <button> with the button look. */
export const Button = styled('button', withoutVariant)<{ variant?: ButtonVariant }>`
  ${(p) => buttonCss(p.variant)}
`;

/** An <a> (an outside or download link) with the button look. */
export const AnchorButton = styled('a', withoutVariant)<{ variant?: ButtonVariant }>`
  ${(p) => buttonCss(p.variant)}
`;

/** A router link with the button look. */
export const ButtonLink = styled(Link, withoutVariant)<{ variant?: ButtonVariant }>`
  ${(p) => buttonCss(p.variant)}
`;

/**
 * A page's intro (a <header>): an optional eyebrow (with pageEyebrowCss), the <h1> and the lead paragraph. The sizes are
 * the site's first paint's (first-paint.ts), so a page whose route has a head shows its intro where the first paint did.
 */
export const pageIntroCss = css`
  margin-bottom: ${PAGE_INTRO.marginBottom};
  h1 {
    margin: ${PAGE_INTRO.titleMargin};
    font-size: ${PAGE_INTRO.titleSize};
    line-height: ${PAGE_INTRO.titleLineHeight};
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    max-width: ${PAGE_INTRO.leadMaxWidth};
    color: var(--lo-fg-muted);
    font-size: ${PAGE_INTRO.leadSize};
    line-height: ${PAGE_INTRO.leadLineHeight};
  }
  @media (max-width: 480px) {
    margin-bottom: ${PAGE_INTRO.marginBottomNarrow};
    p {
      font-size: ${PAGE_INTRO.leadSizeNarrow};
    }
  }
`;

/** The short label above a page's title, in its intro (pageIntroCss). */
export const pageEyebrowCss = css`
  && {
    margin: 0 0 8px;
    color: var(--lo-primary);
    font-size: ${PAGE_INTRO.eyebrowSize};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    line-height: 1.6;
  }
`;

/** A page's column: centred, at most 1200 px wide, with room below for the footer. */
export const pageCss = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px 64px;
  color: var(--lo-fg);
  @media (max-width: 480px) {
    padding: 20px 12px 48px;
  }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** The grey, gently pulsing block that stands where content is loading (still for reduced motion). */
export const skeletonCss = css`
  background: var(--lo-bg-muted);
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Code inside running text (articles, the site's legal pages): monospace on a faint box that wraps anywhere. */
export const inlineCodeCss = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9em;
  padding: 0.1em 0.35em;
  border-radius: 5px;
  background: var(--lo-bg-muted);
  border: 1px solid var(--lo-border);
  overflow-wrap: anywhere;
`;

const SKELETON_PROPS = new Set(['height', 'width', 'radius']);
const cssSize = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** A placeholder with the size of what will replace it (numbers are pixels). */
export const Skeleton = styled('span', { shouldForwardProp: (prop) => !SKELETON_PROPS.has(prop) })<{
  height?: number | string;
  width?: number | string;
  radius?: number | string;
}>`
  ${skeletonCss};
  display: block;
  max-width: 100%;
  height: ${(p) => cssSize(p.height ?? '1em')};
  width: ${(p) => cssSize(p.width ?? '100%')};
  border-radius: ${(p) => cssSize(p.radius ?? 8)};
`;

/**
 * A list laid out as a grid of cards: no bullets, columns of at least `minWidth` px that wrap to one on a
 * phone. `auto-fill` keeps empty columns on a wide screen (cards keep their width); `auto-fit` lets a short
 * list stretch across the row.
 */
export const gridListCss = (minWidth: number, gap = 16, repeat: 'auto-fill' | 'auto-fit' = 'auto-fill') => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${gap}px;
  grid-template-columns: repeat(${repeat}, minmax(min(100%, ${minWidth}px), 1fr));
`;

/** A whole card that is a link: no underline, and a primary border and shadow on hover and focus. */
export const tileLinkCss = css`
  height: 100%;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  color: var(--lo-fg);
  text-decoration: none;
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;
  &:hover,
  &:focus-visible {
    border-color: var(--lo-primary);
    box-shadow: var(--lo-shadow);
  }
`;

/** A bordered row with an icon at its start (a choice, a booking, a fact): lighter than a card. */
export const itemBoxCss = css`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 14px;
  border: 1px solid var(--lo-border);
  border-radius: 12px;
  > svg {
    flex: none;
    margin-top: 2px;
    color: var(--lo-primary);
  }
`;
