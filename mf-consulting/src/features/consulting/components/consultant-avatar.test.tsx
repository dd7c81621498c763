import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsultantAvatar, initialsOf } from './consultant-avatar';

describe('ConsultantAvatar', () => {
  it('renders the picture at a fixed size with alt text', () => {
    render(<ConsultantAvatar name="Rosa Lindqvist" src="/media/consultants/1.svg" />);
    const image = screen.getByRole('img', { name: 'Avatar of Rosa Lindqvist' });
    expect(image).toHaveAttribute('src', '/media/consultants/1.svg');
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '96');
  });

  it('falls back to the initials when the picture cannot be loaded', () => {
    render(<ConsultantAvatar name="Rosa Lindqvist" src="/missing.svg" size={56} />);
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Avatar of Rosa Lindqvist' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('RL');
    expect(fallback).toHaveStyle({ width: '56px', height: '56px' });
  });

  it('makes initials from the first and last name', () => {
    expect(initialsOf('Rosa Lindqvist')).toBe('RL');
    expect(initialsOf('  Cher ')).toBe('C');
    expect(initialsOf('Mary Ann de la Cruz')).toBe('MC');
  });
});
