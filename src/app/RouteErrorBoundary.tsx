import { Component, createContext, type ReactNode } from 'react';
import { RouteErrorRoute } from '@/routes/RouteErrorRoute';

/**
 * How many times the nearest error boundary has cleared its error ("Try again", or another address). A
 * page whose code failed to download while it stood at one count downloads again at the next
 * (src/app/lazyPage.tsx), rather than failing again at once.
 */
export const ErrorRetryContext = createContext(0);

interface Props {
  children: ReactNode;
  /** When this changes (the visitor went to another address), the error is cleared and the page retried. */
  resetKey?: string;
}

interface State {
  error: unknown;
  failedAt: string | undefined;
  retries: number;
}

/**
 * Shows the error page (SPEC §8) in place of whatever below it failed to render — a page whose code did
 * not download, or a bug. The layout holds one around the page, so its header and footer stay; the app
 * holds another around the layout itself. The error page's "Try again" renders the same address again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, failedAt: undefined, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // undefined cannot mark a failure: a thrown `undefined` is kept as a description of itself.
    return { error: error ?? 'undefined' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === undefined) return { failedAt: props.resetKey };
    return props.resetKey === state.failedAt
      ? null
      : { error: undefined, failedAt: props.resetKey, retries: state.retries + 1 };
  }

  retry = () => this.setState((state) => ({ error: undefined, retries: state.retries + 1 }));

  render() {
    return this.state.error === undefined ? (
      <ErrorRetryContext value={this.state.retries}>{this.props.children}</ErrorRetryContext>
    ) : (
      <RouteErrorRoute error={this.state.error} onRetry={this.retry} />
    );
  }
}
