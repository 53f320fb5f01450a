import { Component, type ReactNode } from 'react';
import { RouteErrorRoute } from './RouteErrorRoute';

interface Props {
  children: ReactNode;
  /** When this changes (the visitor went to another address), the error is cleared and the page retried. */
  resetKey?: string;
}

interface State {
  error: unknown;
  failedAt: string | undefined;
}

/**
 * Shows the error page (SPEC §8) in place of whatever below it failed to render — a page whose code did
 * not download, or a bug. The layout holds one around the page, so its header and footer stay; the app
 * holds another around the layout itself.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // undefined cannot mark a failure: a thrown `undefined` is kept as a description of itself.
    return { error: error ?? 'undefined' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === undefined) return { failedAt: props.resetKey };
    return props.resetKey === state.failedAt ? null : { error: undefined, failedAt: props.resetKey };
  }

  render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorRoute error={this.state.error} />
    );
  }
}
