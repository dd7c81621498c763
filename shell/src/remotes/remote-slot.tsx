import styled from '@emotion/styled';
import type { RemoteName } from '@launchops/contracts';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { loadRemoteModule } from './remote-registry';

/** How long a remote may take before its slot offers a retry instead of waiting on. */
const LOAD_TIMEOUT_MS = 12_000;

type RemoteModule = { default: ComponentType<Record<string, unknown>> };

const StyledUnavailable = styled.div`
  margin: 24px auto;
  max-width: 640px;
  padding: 24px;
  border: 1px solid var(--lo-border);
  border-radius: 12px;
  background: var(--lo-bg-muted);
  text-align: center;
  p { margin: 0 0 12px; }
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

/**
 * A remote's component behind its own error boundary and Suspense. Retry builds a new lazy
 * component (React.lazy remembers failures) and re-registers the remote (the runtime does too).
 */
export function RemoteSlot({ remote, module, fallback, label, props }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () =>
      lazy(() =>
        withTimeout(loadRemoteModule<RemoteModule>(remote, module, attempt > 0), LOAD_TIMEOUT_MS, `${remote}/${module}`),
      ),
    [remote, module, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} label={label} remote={remote}>
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
