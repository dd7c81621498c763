import { css } from '@emotion/react';

/** A list laid out as a grid of cards at least `minWidth` wide (one column on a phone). */
export const cardGrid = (minWidth: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${minWidth}px), 1fr));
`;
