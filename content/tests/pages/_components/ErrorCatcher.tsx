// An error boundary for the test pages (not a page: folders starting with `_` are skipped):
// it shows `fallback` in place of the children that threw, with a way to mount them again.
import { Component, type ReactNode } from 'react';

interface ErrorCatcherProps {
  /** What shows instead of the children once they threw; `reset` mounts them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface ErrorCatcherState {
  error: Error | null;
}

export class ErrorCatcher extends Component<ErrorCatcherProps, ErrorCatcherState> {
  state: ErrorCatcherState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorCatcherState {
    return { error };
  }

  render(): ReactNode {
    const { error } = this.state;
    return error ? this.props.fallback(error, () => this.setState({ error: null })) : this.props.children;
  }
}
