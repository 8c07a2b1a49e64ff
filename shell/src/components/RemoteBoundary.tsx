import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteAppProps, RemoteRoutesModule } from '@academy/ui';
import type { RemoteName } from '../remotes';
import { FullPageSpinner } from './FullPageSpinner';
import { NotFoundPage } from '../pages/NotFoundPage';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}
interface BoundaryState {
  error: Error | null;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] the ${this.props.remote} part of the academy failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <RemoteErrorPanel onRetry={this.retry} />;
    return this.props.children;
  }
}

export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="shell-panel" role="alert">
      <h1 className="shell-panel__title">This part of the academy could not be loaded</h1>
      <p className="shell-panel__text">Check your connection and try again. The rest of the academy still works.</p>
      <div className="shell-panel__actions">
        <button type="button" className="shell-button shell-button--primary" onClick={onRetry}>
          Retry
        </button>
        <a className="shell-button" href="/">
          Back to Home
        </a>
      </div>
    </main>
  );
}

type LoadRemoteRoutes = (remote: RemoteName) => Promise<RemoteRoutesModule>;

/**
 * How `<remote>/routes` is loaded: through Module Federation in the browser, from the server
 * renderer's own bundle on the server. Either way the routes render in the same Suspense boundary,
 * so the browser hydrates the server's HTML once the remote has arrived.
 */
export const RemoteRoutesLoader = createContext<LoadRemoteRoutes | null>(null);

/**
 * A lazy component for `<remote>/routes`. React.lazy caches a rejection, so a
 * retry needs a fresh one (and a failed load is not cached by loadRemoteRoutes).
 */
function lazyRemoteRoutes(load: LoadRemoteRoutes, remote: RemoteName): LazyExoticComponent<ComponentType<RemoteAppProps>> {
  return lazy(() => load(remote));
}

/**
 * Renders `<remote>/routes` lazily, with the full-page spinner while it loads
 * and an error panel (with Retry) if it cannot be loaded or throws.
 */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  // `/admin/*` and `/*` render this at the same place in the tree: the key keeps
  // each remote's lazy component and error state apart when navigating between them.
  return <LazyRemoteRoutes key={remote} remote={remote} />;
}

function LazyRemoteRoutes({ remote }: { remote: RemoteName }) {
  const load = useContext(RemoteRoutesLoader);
  if (!load) throw new Error('RemoteRoutes needs a RemoteRoutesLoader');
  // React.lazy remembers a failed import, so Retry swaps in a fresh lazy component.
  const [Routes, setRoutes] = useState(() => lazyRemoteRoutes(load, remote));
  const retry = useCallback(() => setRoutes(() => lazyRemoteRoutes(load, remote)), [load, remote]);
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry}>
      <Suspense fallback={<FullPageSpinner />}>
        <Routes notFound={<NotFoundPage />} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
