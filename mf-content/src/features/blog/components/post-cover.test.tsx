import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dana } from '../../../testing/fixtures';
import { renderPage } from '@launchops/kit/testing';
import { AuthorAvatar } from './author-avatar';
import { PostCover } from './post-cover';

describe('images', () => {
  it('reserves the cover size and falls back to a drawn cover with the same alt text', () => {
    renderPage(<PostCover src="/media/blog/missing.svg" alt="Legal illustration" category="Legal" />);
    const image = screen.getByRole('img', { name: 'Legal illustration' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    fireEvent.error(image);
    expect(screen.getByTestId('cover-fallback')).toHaveAccessibleName('Legal illustration');
  });

  it("shows the author's initials when the avatar cannot load", () => {
    renderPage(<AuthorAvatar author={dana} size={72} />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Dana Whitfield' }));
    expect(screen.getByRole('img', { name: 'Photo of Dana Whitfield' })).toHaveTextContent('DW');
  });
});
