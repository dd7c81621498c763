import { SHELL_TOAST_EVENT, type ToastRequest } from '@launchops/kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChecklistRoutes from '../../../exposes/routes';
import { installFakeApi } from '../../../testing/fake-api';
import { currentLocation, renderPage } from '@launchops/kit/testing';
import { useViewStore } from '../stores/view-store';

type FakeApi = ReturnType<typeof installFakeApi>;
let api: FakeApi;

const renderAt = (route: string) => renderPage(<ChecklistRoutes />, { url: route });
const tab = (name: string) => screen.getByRole('tab', { name });
const overall = () => screen.getByRole('progressbar', { name: 'Overall progress' });
const useSimpleView = () => act(() => useViewStore.getState().setView('simple'));

/** Collects the details of a window event during each test of the enclosing describe. */
function captureWindowEvents<T>(type: string) {
  const seen: T[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<T>).detail);
  beforeEach(() => {
    seen.length = 0;
    window.addEventListener(type, listener);
  });
  afterEach(() => window.removeEventListener(type, listener));
  return seen;
}

beforeEach(() => {
  api = installFakeApi();
  act(() => {
    useViewStore.setState({ view: 'guided' });
  });
});

describe('ChecklistPage: loading, selection and routes', () => {
  it('shows skeletons while loading, then selects the first category', async () => {
    renderAt('/checklist');
    expect(screen.getByRole('heading', { level: 1, name: 'Startup Journey Checklist' })).toBeInTheDocument();
    expect(screen.getByTestId('checklist-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(tab('Legal Formation')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Tax & Accounting')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Legal Formation' })).toBeInTheDocument();
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Startup Journey Checklist | LaunchOps'));
    // The day the content last changed (the tasks' latest lastVerified), not today's month.
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated: November 15, 2026');
    expect(screen.getByTestId('last-updated').querySelector('time')).toHaveAttribute('dateTime', '2026-11-15');
  });

  it('selects the category the URL names, and a tab click puts its slug in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/checklist/tax');
    await waitFor(() => expect(tab('Tax & Accounting')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('heading', { level: 1, name: 'Tax & Accounting Checklist' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Step 1: Get an EIN/ })).toBeInTheDocument();
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Tax & Accounting Checklist | LaunchOps'));
    await user.click(tab('Legal Formation'));
    expect(currentLocation()).toBe('/checklist/legal');
    await waitFor(() => expect(tab('Legal Formation')).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('button', { name: /^Step 2: File your 83\(b\) election/ })).toBeInTheDocument();
  });

  it('shows each category with its icon (a default one for unknown names), description and percent', async () => {
    renderAt('/checklist');
    await waitFor(() => expect(tab('Legal Formation')).toBeInTheDocument());
    const icon = (name: string) => tab(name).querySelector('svg[data-icon]')?.getAttribute('data-icon');
    expect(icon('Legal Formation')).toBe('Building2');
    expect(icon('Tax & Accounting')).toBe('PieChart');
    expect(icon('Odds and Ends')).toBe('default');
    expect(tab('Legal Formation')).toHaveAccessibleDescription(/33% complete · 1 of 3 tasks/);
    expect(tab('Legal Formation')).toHaveAccessibleDescription(/Legal Formation tasks\./);
    expect(overall()).toHaveAttribute('aria-valuenow', '20');
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    renderAt('/checklist');
    await waitFor(() => expect(tab('Legal Formation')).toHaveAttribute('tabindex', '0'));
    expect(tab('Tax & Accounting')).toHaveAttribute('tabindex', '-1');
    tab('Legal Formation').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Tax & Accounting')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Odds and Ends')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Legal Formation')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(currentLocation()).toBe('/checklist/misc');
    await waitFor(() => expect(tab('Odds and Ends')).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByText('No tasks in this category yet. Please check back later.')).toBeInTheDocument();
  });

  it('says so, with a link back, for an unknown category or path', async () => {
    const { unmount } = renderAt('/checklist/payroll-magic');
    expect(await screen.findByRole('heading', { name: 'Checklist section not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the checklist' })).toHaveAttribute('href', '/checklist');
    expect(screen.getByRole('link', { name: 'Tax & Accounting' })).toHaveAttribute('href', '/checklist/tax');
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Checklist section not found | LaunchOps'));
    // A soft 404: kept out of search results, and only while it is shown.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    renderAt('/checklist/tax/extra');
    expect(await screen.findByRole('heading', { name: 'Checklist section not found' })).toBeInTheDocument();
  });
});

describe('ChecklistPage: empty and failed reads, ?task= links and the view', () => {
  it('shows the empty message when there are no categories', async () => {
    api.state.categories = [];
    renderAt('/checklist');
    expect(await screen.findByText('No categories found. Please check back later.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails, and recovers on retry', async () => {
    const user = userEvent.setup();
    api.fail(() => true);
    renderAt('/checklist/tax');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The checklist could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'Startup Journey Checklist' })).toBeInTheDocument();
    api.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tab('Tax & Accounting')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the step a ?task= link names in the Guided Journey, whatever view was last used', async () => {
    useSimpleView();
    renderAt('/checklist/legal?task=register-name');
    const panel = await screen.findByRole('region', { name: /^Step 3: Register the business name/ });
    expect(within(panel).getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Guided Journey' })).toBeChecked();
    await waitFor(() => {
      const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts.map((el) => (el as HTMLElement).id);
      expect(scrolled).toContain('step-register-name');
    });
  });

  it("sends a ?task= link that names the wrong category to the task's own", async () => {
    renderAt('/checklist/tax?task=file-83b-election');
    await waitFor(() => expect(currentLocation()).toBe('/checklist/legal?task=file-83b-election'));
    expect(await screen.findByRole('region', { name: /^Step 2: File your 83\(b\) election/ })).toBeInTheDocument();
  });

  it('remembers the chosen view', async () => {
    const user = userEvent.setup();
    renderAt('/checklist/legal');
    await user.click(await screen.findByRole('radio', { name: 'Simple Checklist' }));
    expect(await screen.findByRole('checkbox', { name: 'Register the business name' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lo-checklist-view')!).state.view).toBe('simple');
  });
});

describe('ChecklistPage: toggling a task', () => {
  const toasts = captureWindowEvents<ToastRequest>(SHELL_TOAST_EVENT);

  it("shows the change at once, saves it and refetches the visitor's progress (not the tasks' texts)", async () => {
    const user = userEvent.setup();
    useSimpleView();
    renderAt('/checklist/legal');
    const box = await screen.findByRole('checkbox', { name: 'Register the business name' });
    await waitFor(() => expect(overall()).toHaveAttribute('aria-valuenow', '20'));
    const progressReads = api.count('GET', '/api/checklist-progress');
    const contentReads = api.count('GET', '/api/checklist');
    api.hold();

    await user.click(box);
    // Optimistic: checked, struck through and counted before the server has answered.
    expect(box).toBeChecked();
    expect(box.closest('li')).toHaveAttribute('data-completed', 'true');
    expect(overall()).toHaveAttribute('aria-valuenow', '40');
    expect(tab('Legal Formation')).toHaveAccessibleDescription(/67% complete · 2 of 3 tasks/);
    expect(api.calls.at(-1)).toEqual({ method: 'PATCH', path: '/api/checklist-items/3', body: { completed: true } });
    expect(api.itemById(3)?.completed).toBe(false);

    api.release();
    await waitFor(() => expect(api.itemById(3)?.completed).toBe(true));
    await waitFor(() => expect(api.count('GET', '/api/checklist-progress')).toBe(progressReads + 1));
    expect(api.count('GET', '/api/checklist')).toBe(contentReads);
    // The per-visitor lists older builds read are not asked for.
    expect(api.count('GET', '/api/checklist-items') + api.count('GET', '/api/checklist-categories')).toBe(0);
    expect(box).toBeChecked();
    expect(api.itemById(3)?.completed).toBe(true);
    expect(toasts).toEqual([]);

    // And back: the opposite value is sent.
    await user.click(box);
    await waitFor(() => expect(api.itemById(3)?.completed).toBe(false));
    expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ completed: false });
    expect(box).not.toBeChecked();
  });

  it('keeps a clicked checkbox as clicked while the change is being written (no flick back and forth)', async () => {
    useSimpleView();
    renderAt('/checklist/legal');
    const box = await screen.findByRole('checkbox', { name: 'Register the business name' });
    await waitFor(() => expect(overall()).toHaveAttribute('aria-valuenow', '20'));
    api.hold();
    act(() => {
      fireEvent.click(box);
    });
    // Right after the click event, before any timer or promise has run.
    expect(box).toBeChecked();
    await waitFor(() => expect(overall()).toHaveAttribute('aria-valuenow', '40'));
    expect(box).toBeChecked();
    api.release();
    await waitFor(() => expect(api.itemById(3)?.completed).toBe(true));
    expect(box).toBeChecked();

    // Unticked, and the save fails: unticked at once, then back to ticked.
    api.hold();
    api.fail((call) => call.method === 'PATCH');
    act(() => {
      fireEvent.click(box);
    });
    expect(box).not.toBeChecked();
    api.release();
    await waitFor(() => expect(toasts).toHaveLength(1));
    await waitFor(() => expect(box).toBeChecked());
    expect(overall()).toHaveAttribute('aria-valuenow', '40');
  });

  it('puts the task back and raises a destructive toast when the save fails', async () => {
    const user = userEvent.setup();
    renderAt('/checklist/legal');
    const panel = await screen.findByRole('region', { name: /^Step 2: File your 83\(b\) election/ });
    api.hold();
    api.fail((call) => call.method === 'PATCH');
    const progressReads = api.count('GET', '/api/checklist-progress');

    await user.click(within(panel).getByRole('button', { name: 'Mark as Complete' }));
    const pressed = within(panel).getByRole('button', { name: 'Completed' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(overall()).toHaveAttribute('aria-valuenow', '40');

    api.release();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mark as Complete' })).toHaveAttribute('aria-pressed', 'false'));
    expect(overall()).toHaveAttribute('aria-valuenow', '20');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ variant: 'destructive', title: 'Your change could not be saved' });
    expect(toasts[0]?.description).toContain('File your 83(b) election');
    expect(api.count('GET', '/api/checklist-progress')).toBe(progressReads);
    expect(api.itemById(2)?.completed).toBe(false);
  });
});
