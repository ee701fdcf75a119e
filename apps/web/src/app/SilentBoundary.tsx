import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** A new value clears a failure, so the next attempt can try again. */
  resetKey?: unknown;
}
interface State {
  failed: boolean;
  key: unknown;
}

/**
 * Keeps an optional, code-split part (modal host, side menu, contact dialog) from taking the page down when its
 * chunk cannot be loaded: it renders nothing instead.
 */
export class SilentBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
