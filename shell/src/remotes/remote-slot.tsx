import styled from '@emotion/styled';
import type { RemoteName } from '@launchops/kit';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useLoaded } from '@launchops/kit/react';
import { loadedRemoteModule, loadRemoteModule } from './remote-registry';
import { reportCaughtError } from './release-signals';

/** How long a remote may take before its slot offers a retry instead of waiting on. */
const LOAD_TIMEOUT_MS = 12_000;

/** A component the shell loads on demand: a remote's exposed module's default export, or a site page. */
type Loadable = ComponentType<Record<string, unknown>>;

type RemoteModule = { default: Loadable };

const StyledUnavailable = styled.div`
  margin: 24px auto;
  max-width: 640px;
  padding: 24px;
  border: 1px solid var(--lo-border);
  border-radius: 12px;
  background: var(--lo-bg-muted);
  text-align: center;
  p {
    margin: 0 0 12px;
  }
`;

const StyledRetry = styled.button`
  padding: 8px 18px;
  border-radius: 8px;
  border: 1px solid var(--lo-primary);
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  cursor: pointer;
  font-weight: 600;
`;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface BoundaryProps {
  onRetry: () => void;
  label: string;
  remote: string;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
    reportCaughtError(this.props.remote, error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return (
        <StyledUnavailable role="alert" data-remote-fallback={this.props.remote}>
          <p>
            <strong>This section is temporarily unavailable</strong>
          </p>
          <p>{this.props.label} could not be loaded. The rest of the site still works.</p>
          <StyledRetry type="button" onClick={this.retry}>
            Retry
          </StyledRetry>
        </StyledUnavailable>
      );
    }
    return this.props.children;
  }
}

export interface RemoteSlotProps {
  remote: RemoteName;
  /** The exposed module, without "./". */
  module: string;
  /** Shown while the remote loads; should reserve the slot's space. */
  fallback: ReactNode;
  /** What the visitor is missing, for the fallback text ("This page", "The latest articles"). */
  label: string;
  props?: Record<string, unknown>;
}

export interface LoadSlotProps {
  /** Who is loaded, for logs and the fallback's data-remote-fallback attribute (a remote's name, or "shell"). */
  name: string;
  /** What the visitor is missing, for the fallback text ("This page", "The latest articles"). */
  label: string;
  /** Shown while it loads; should reserve the slot's space. */
  fallback: ReactNode;
  /** The component if the page already has it (attempt 0 only; a retry always loads afresh). */
  ready: () => Loadable | undefined;
  /** Loads the component; `attempt` counts the visitor's retries. */
  load: (attempt: number) => Promise<Loadable>;
  props?: Record<string, unknown>;
}

function Loaded({ name, attempt, fallback, ready, load, props }: Omit<LoadSlotProps, 'label'> & { attempt: number }) {
  // At once when the page already has it, else once loaded (see useLoaded for why not React.lazy).
  const Component = useLoaded(`${name}#${attempt}`, attempt === 0 ? ready() : undefined, () => load(attempt));
  if (!Component) return <>{fallback}</>;
  // Only for a component that suspends inside itself (a remote's own lazy parts).
  return (
    <Suspense fallback={fallback}>
      <Component {...props} />
    </Suspense>
  );
}

/** Something loaded on demand behind its own error boundary, with `fallback` until it is there, and Retry. */
export function LoadSlot({ label, ...rest }: LoadSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} label={label} remote={rest.name}>
      <Loaded attempt={attempt} {...rest} />
    </RemoteErrorBoundary>
  );
}

/**
 * A remote's component: rendered at once when this page has already loaded it (the route's
 * prefetch, an earlier visit), else when it arrives. Retry re-registers the remote (the runtime
 * remembers failures) and loads the module again.
 */
export function RemoteSlot({ remote, module, fallback, label, props }: RemoteSlotProps) {
  return (
    <LoadSlot
      name={remote}
      label={label}
      fallback={fallback}
      props={props}
      ready={() => loadedRemoteModule<RemoteModule>(remote, module)?.default}
      load={async (attempt) => (await withTimeout(loadRemoteModule<RemoteModule>(remote, module, attempt > 0), LOAD_TIMEOUT_MS, `${remote}/${module}`)).default}
    />
  );
}
