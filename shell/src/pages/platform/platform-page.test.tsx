import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../../testing/test-utils';
import { PlatformPage } from './platform-page';

const TOKEN = 'lo_rel_admin-token-of-the-page-test';
const EMPTY_OVERVIEW = { windowMinutes: 60, remotes: [] };

/** Every value the page's scripts (and any remote's, in the same origin) can read back from storage or cookies. */
function scriptReadable(): string {
  const values = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
  return [...values(sessionStorage), ...values(localStorage), document.cookie].join('\n');
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('/platform', () => {
  it('sends the admin token with its calls but keeps it out of storage and cookies scripts can read (S11)', async () => {
    const fetchMock = mockFetch(200, EMPTY_OVERVIEW);
    const user = userEvent.setup();
    renderAt('/platform', <PlatformPage />);
    await user.type(screen.getByLabelText('Admin release token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/Nothing has been released through the registry yet/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/releases/overview',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: `Bearer ${TOKEN}` }) }),
    );
    expect(scriptReadable()).not.toContain(TOKEN);
  });

  it('neither reads nor keeps a token an earlier version left in sessionStorage', async () => {
    sessionStorage.setItem('lo-platform-token', TOKEN);
    const fetchMock = mockFetch(200, EMPTY_OVERVIEW);
    renderAt('/platform', <PlatformPage />);
    expect(screen.getByLabelText('Admin release token')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('lo-platform-token')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says where an operator gets a token, and answers an empty one with a message, sending nothing', async () => {
    const fetchMock = mockFetch(200, EMPTY_OVERVIEW);
    const user = userEvent.setup();
    renderAt('/platform', <PlatformPage />);
    const field = screen.getByLabelText('Admin release token');
    expect(field).toHaveAccessibleDescription(/RELEASE_ADMIN_TOKEN/);
    expect(field).toHaveAccessibleDescription(/npm run release -- token create admin/);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the admin release token to open the page.');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the admin release token to open the page.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
