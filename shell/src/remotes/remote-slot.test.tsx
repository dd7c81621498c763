import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedRemoteModule, loadRemoteModule } from './remote-registry';
import { RemoteSlot } from './remote-slot';

vi.mock('./remote-registry', () => ({
  loadedRemoteModule: vi.fn(),
  loadRemoteModule: vi.fn(),
}));

const loaded = vi.mocked(loadedRemoteModule);
const load = vi.mocked(loadRemoteModule);

const Section = ({ who = 'nobody' }: { who?: string }) => <h1>Checklist for {who}</h1>;
const sectionModule = { default: Section };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderSlot() {
  return render(
    <RemoteSlot remote="mf_checklist" module="routes" label="This page" fallback={<p role="status">Loading the section</p>} props={{ who: 'Ada' }} />,
  );
}

beforeEach(() => {
  loaded.mockReset().mockReturnValue(undefined);
  load.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RemoteSlot', () => {
  it('renders a module this page has already loaded in its first render, with no skeleton in between', () => {
    loaded.mockReturnValue(sectionModule);
    renderSlot();
    // No waiting: the content is there in the very first commit.
    expect(screen.getByRole('heading', { name: 'Checklist for Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the fallback while the remote loads and replaces it as soon as the module arrives', async () => {
    const pending = deferred<typeof sectionModule>();
    load.mockReturnValue(pending.promise);
    renderSlot();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the section');
    expect(load).toHaveBeenCalledWith('mf_checklist', 'routes', false);
    await act(async () => pending.resolve(sectionModule));
    expect(screen.getByRole('heading', { name: 'Checklist for Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Retry when the remote cannot be loaded, and Retry loads it afresh', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('mf_checklist is down')).mockResolvedValueOnce(sectionModule);
    renderSlot();
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded. The rest of the site still works.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Checklist for Ada' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_checklist', 'routes', true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('retries afresh even when the page holds a copy of the module that failed while rendering', async () => {
    const user = userEvent.setup();
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('render failed');
      return <h1>Recovered</h1>;
    };
    loaded.mockReturnValue({ default: Flaky });
    load.mockImplementation(async () => {
      broken = false;
      return { default: Flaky };
    });
    renderSlot();
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_checklist', 'routes', true);
  });

  it('gives up waiting after 12 s and offers Retry', async () => {
    vi.useFakeTimers();
    load.mockReturnValue(new Promise(() => undefined));
    renderSlot();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(11_900);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
  });

  it('ignores a load that finishes after the slot has gone', async () => {
    const pending = deferred<typeof sectionModule>();
    load.mockReturnValue(pending.promise);
    const { unmount } = renderSlot();
    unmount();
    await act(async () => pending.resolve(sectionModule));
    expect(console.error).not.toHaveBeenCalled();
  });
});
