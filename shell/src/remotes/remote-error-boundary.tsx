import { Component, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_AREA_LABELS, type RemoteName } from '@thrive/shared';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: RemoteName;
  /** Must remount this boundary (the parent changes its key) after clearing the failed load. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its own area: header, menu and other areas stay usable. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed to load or render`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteUnavailable
          area={REMOTE_AREA_LABELS[this.props.remote]}
          error={this.state.error}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
