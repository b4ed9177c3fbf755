import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// loaded only when a page has crashed: the illustrated result is not part of every route's code
const ServerErrorResult = lazy(() => import('./ServerErrorResult').then((m) => ({ default: m.ServerErrorResult })));

interface Props {
  children: ReactNode;
  /** a change (e.g. the path) clears the error */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** A page that crashes shows the 500 message inside the layout instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <ServerErrorResult onRetry={() => this.setState({ error: null })} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
