import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTION_DETAIL } from '../../../testing/software-fixtures';
import { AtAGlance } from './software-detail-sections';

const before = document.documentElement.lang;
afterEach(() => {
  document.documentElement.lang = before;
});

describe("AtAGlance: the review's day in the site's one format", () => {
  it.each([
    ['en', 'November 25, 2026'],
    ['en-GB', '25 November 2026'],
  ])('for a site in %s: %s', (lang, expected) => {
    document.documentElement.lang = lang;
    render(<AtAGlance software={{ ...NOTION_DETAIL, lastReviewed: '2026-11-25', review: NOTION_DETAIL.review! }} />);
    expect(screen.getByText(expected)).toHaveAttribute('dateTime', '2026-11-25');
  });
});
