import { css } from '@emotion/react';
import { buttonCss, gridListCss, pillCss as kitPillCss, skeletonCss as kitSkeletonCss, surfaceCss } from '@launchops/kit/styles';

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
  &[data-tone='blue'] {
    --lo-catalog-tone-bg: var(--lo-primary-soft);
    --lo-catalog-tone-fg: var(--lo-primary);
    --lo-catalog-tone-border: transparent;
  }
  &[data-tone='green'] {
    --lo-catalog-tone-bg: var(--lo-success-soft);
    --lo-catalog-tone-fg: var(--lo-success);
    --lo-catalog-tone-border: transparent;
  }
  /* The platform's --lo-warning on --lo-warning-soft is 4.4:1; small text needs a darker amber (7:1). */
  &[data-tone='amber'] {
    --lo-catalog-tone-bg: var(--lo-warning-soft);
    --lo-catalog-tone-fg: #854d0e;
    --lo-catalog-tone-border: transparent;
  }
  &[data-tone='purple'] {
    --lo-catalog-tone-bg: #f3e8ff;
    --lo-catalog-tone-fg: #6b21a8;
    --lo-catalog-tone-border: transparent;
  }
  &[data-tone='pink'] {
    --lo-catalog-tone-bg: #fce7f3;
    --lo-catalog-tone-fg: #9d174d;
    --lo-catalog-tone-border: transparent;
  }
  &[data-tone='teal'] {
    --lo-catalog-tone-bg: #ccfbf1;
    --lo-catalog-tone-fg: #115e59;
    --lo-catalog-tone-border: transparent;
  }
  html.dark &[data-tone='amber'] {
    --lo-catalog-tone-fg: var(--lo-warning);
  }
  html.dark &[data-tone='purple'] {
    --lo-catalog-tone-bg: #2e1a47;
    --lo-catalog-tone-fg: #d8b4fe;
  }
  html.dark &[data-tone='pink'] {
    --lo-catalog-tone-bg: #3d1228;
    --lo-catalog-tone-fg: #f9a8d4;
  }
  html.dark &[data-tone='teal'] {
    --lo-catalog-tone-bg: #0d2f2c;
    --lo-catalog-tone-fg: #5eead4;
  }
`;

/** The kit's pill, a touch smaller for the catalog's dense cards. */
export const pillCss = css`
  ${kitPillCss};
  font-size: 0.75rem;
`;

export const primaryButtonCss = buttonCss('primary');

export const secondaryButtonCss = buttonCss('secondary');

export const cardCss = css`
  ${surfaceCss};
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 20px;
  border-radius: 12px;
`;

/** The site's page column and page intro (the intro's sizes are the edge's first paint's: /software and /tools have route heads). */
export { pageCss, pageIntroCss } from '@launchops/kit/styles';

export const cardGridCss = gridListCss(300, 20);

export const skeletonCss = css`
  ${kitSkeletonCss};
  border-radius: 8px;
`;
