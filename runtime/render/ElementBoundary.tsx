import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ElementFallback } from './ElementFallback.tsx';

interface Props {
  id: string;
  type: string;
  children: ReactNode;
}

/** One per element: a component that throws shows a fallback instead of blanking the page. */
export class ElementBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      `[baobab] element "${this.props.id}" (${this.props.type}) failed to render`,
      error,
      info.componentStack,
    );
  }

  override render() {
    if (this.state.error) {
      return (
        <ElementFallback
          id={this.props.id}
          reason={`${this.props.type}: ${this.state.error.message}`}
        />
      );
    }
    return this.props.children;
  }
}
