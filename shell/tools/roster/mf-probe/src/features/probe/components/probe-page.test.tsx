import { renderPage } from '@launchops/kit/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import ProbeRoutes from '../../../exposes/routes';

it('shows its page at /probe', () => {
  renderPage(<ProbeRoutes />, { url: '/probe' });
  expect(screen.getByRole('heading', { level: 1, name: 'The probe remote' })).toBeTruthy();
});
