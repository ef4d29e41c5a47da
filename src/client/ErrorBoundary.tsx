import { Component, type ComponentType, type ReactNode } from 'react';

export interface ErrorFallbackProps {
  error: Error;
  tryAgain: () => void;
}

interface Props {
  fallback: ComponentType<ErrorFallbackProps>;
  children: ReactNode;
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Catches render errors below it and shows `fallback` with a way to try again. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  render(): ReactNode {
    const { error } = this.state;
    if (error) {
      const Fallback = this.props.fallback;
      return <Fallback error={error} tryAgain={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
