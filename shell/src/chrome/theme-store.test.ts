import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialTheme, useThemeStore } from './theme-store';

function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query, addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  vi.unstubAllGlobals();
});

describe('theme', () => {
  it('uses the stored theme first', () => {
    preferDark(true);
    localStorage.setItem('theme', 'light');
    expect(initialTheme()).toBe('light');
    localStorage.setItem('theme', 'dark');
    preferDark(false);
    expect(initialTheme()).toBe('dark');
  });

  it('follows the system when nothing is stored', () => {
    preferDark(true);
    expect(initialTheme()).toBe('dark');
    preferDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('toggles the class and stores the choice', () => {
    useThemeStore.setState({ theme: 'light' });
    useThemeStore.getState().toggle();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    useThemeStore.getState().toggle();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
