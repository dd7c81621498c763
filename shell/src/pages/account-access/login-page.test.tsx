import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';
import { renderAt } from '../../testing/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'lo_signed_in=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

const ACCOUNT = { id: 7, email: 'ada@example.com', createdAt: '2026-11-25T10:00:00.000Z' };

/** A fake API by route: `answers['POST /api/auth/verify'] = [status, body]`. */
function fakeApi(answers: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const [status, body] = answers[key] ?? [404, { message: `no fake for ${key}` }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (key: string) => {
    const call = fetchMock.mock.calls.find(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  };
  return { fetchMock, sent };
}

describe('LoginPage', { timeout: 30_000 }, () => {
  it('signs in with the code from the e-mail and says what came over from this browser', async () => {
    const answers: Record<string, [number, unknown]> = {
      'GET /api/auth/session': [200, { account: null }],
      'POST /api/auth/code': [202, { message: 'If that address can sign in, a code is on its way. It works for 10 minutes.' }],
      'POST /api/auth/verify': [200, { account: ACCOUNT, merged: { tasksAdded: 2, planFrom: 'this-browser', bookings: 1, chatMessages: 0 } }],
    };
    const api = fakeApi(answers);
    const user = userEvent.setup({ delay: null });
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    expect(document.querySelector('input[type="password"]')).toBeNull();
    // The passkey's line is a whole sentence (it was the fragment "Added a passkey on your account page before?").
    expect(screen.getByText('If you added a passkey on your account page, you can sign in with it instead.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), ' Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    await waitFor(() => expect(screen.getByText(/a code is on its way/)).toBeInTheDocument());
    expect(api.sent('POST /api/auth/code')).toEqual({ email: 'ada@example.com' });
    await user.type(screen.getByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    // What the API's verify does: the session cookie, its hint, and the session from then on.
    answers['GET /api/auth/session'] = [200, { account: ACCOUNT }];
    document.cookie = 'lo_signed_in=1; path=/';
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'You are signed in as ada@example.com' })).toBeInTheDocument());
    expect(api.sent('POST /api/auth/verify')).toEqual({ email: 'ada@example.com', code: '123456' });
    expect(screen.getByText('2 tasks you ticked in this browser were added to your checklist.')).toBeInTheDocument();
    expect(screen.getByText('Your plan now uses the quiz answers from this browser, the newer ones.')).toBeInTheDocument();
    expect(screen.getByText('1 booking moved into your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    // The page is no longer a log-in page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Signed in'));
    expect(screen.queryByText('Everything works without an account too')).toBeNull();
  });

  it('is headed "Signed in", not "Log in", when opened signed in', async () => {
    document.cookie = 'lo_signed_in=1; path=/';
    fakeApi({ 'GET /api/auth/session': [200, { account: ACCOUNT }] });
    renderAt('/login', <LoginPage />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Signed in'));
    expect(screen.getByRole('heading', { level: 2, name: 'You are signed in as ada@example.com' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Signed in/);
  });

  it("asks for the 6 digits before sending, and shows the server's word on a wrong code", async () => {
    const api = fakeApi({
      'GET /api/auth/session': [200, { account: null }],
      'POST /api/auth/code': [202, { message: 'If that address can sign in, a code is on its way. It works for 10 minutes.' }],
      'POST /api/auth/verify': [401, { statusCode: 401, message: 'That code is not valid or has expired. Ask for a new one.' }],
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/auth/code')).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    const code = await screen.findByRole('textbox', { name: 'Code from the e-mail' });
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('The code is the 6 digits from the e-mail')).toBeInTheDocument();
    expect(api.sent('POST /api/auth/verify')).toBeUndefined();
    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That code is not valid or has expired. Ask for a new one.'));
  });

  it("signs in from the e-mail's link, and takes the code out of the address bar", async () => {
    window.history.replaceState(null, '', '/login#email=ada%40example.com&code=654321');
    const api = fakeApi({
      'GET /api/auth/session': [200, { account: null }],
      'POST /api/auth/verify': [200, { account: ACCOUNT, merged: { tasksAdded: 0, planFrom: 'none', bookings: 0, chatMessages: 0 } }],
    });
    renderAt('/login', <LoginPage />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'You are signed in as ada@example.com' })).toBeInTheDocument());
    expect(api.sent('POST /api/auth/verify')).toEqual({ email: 'ada@example.com', code: '654321' });
    expect(window.location.hash).toBe('');
    expect(screen.getByText(/Everything you did in this browser is kept with your account/)).toBeInTheDocument();
  });

  it('says who is signed in when the browser already is', async () => {
    document.cookie = 'lo_signed_in=1; path=/'; // the API's hint that this browser holds a session
    fakeApi({ 'GET /api/auth/session': [200, { account: ACCOUNT }] });
    renderAt('/login', <LoginPage />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'You are signed in as ada@example.com' })).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
  });
});
