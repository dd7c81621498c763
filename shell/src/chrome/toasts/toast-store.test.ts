import { SHELL_TOAST_EVENT } from '@launchops/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForToastRequests, TOAST_DEFAULT_DURATION_MS, toast, useToastStore } from './toast-store';

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('toast store', () => {
  it('keeps one toast at a time, newest first, with the default duration', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'More', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', description: 'More', variant: 'destructive', duration: TOAST_DEFAULT_DURATION_MS, open: true });
  });

  it('closes a dismissed toast', () => {
    const id = toast({ title: 'Bye' });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id, open: false });
  });

  it('shows valid toast requests from remotes and ignores invalid ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = listenForToastRequests();
    window.dispatchEvent(new CustomEvent(SHELL_TOAST_EVENT, { detail: { title: 'Consultation Booked' } }));
    await vi.waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Consultation Booked'));
    expect(useToastStore.getState().toasts[0]?.variant).toBe('default');
    window.dispatchEvent(new CustomEvent(SHELL_TOAST_EVENT, { detail: { title: 42 } }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('title must be text')));
    expect(useToastStore.getState().toasts[0]?.title).toBe('Consultation Booked');
    stop();
    window.dispatchEvent(new CustomEvent(SHELL_TOAST_EVENT, { detail: { title: 'After stop' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useToastStore.getState().toasts[0]?.title).toBe('Consultation Booked');
    warn.mockRestore();
  });

  it('keeps the order of requests raised together', async () => {
    const stop = listenForToastRequests();
    window.dispatchEvent(new CustomEvent(SHELL_TOAST_EVENT, { detail: { title: 'One' } }));
    window.dispatchEvent(new CustomEvent(SHELL_TOAST_EVENT, { detail: { title: 'Two' } }));
    await vi.waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Two'));
    stop();
  });
});
