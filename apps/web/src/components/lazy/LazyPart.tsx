import { bannerText } from '@masthead/contract';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { showBanner } from '../banner.ts';
import { CodeNotLoadedMessage } from './CodeNotLoaded.tsx';
import { isCodeLoadFailure } from './codeLoadFailure.ts';

interface LazyPartProps {
  /** Drawn while the part's code comes, and in its place if the code cannot be downloaded. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A part of a screen whose code loads on demand (a menu, a popover, a dialog). If that code
 * cannot be downloaded, the screen stays as it is, with `fallback` in the part's place, and a
 * banner says what happened and to reload; any other failure is the screen's (RouteError).
 */
export class LazyPart extends Component<LazyPartProps, { failure: unknown }> {
  override state: { failure: unknown } = { failure: null };

  static getDerivedStateFromError(failure: unknown) {
    return { failure };
  }

  override componentDidCatch(failure: unknown, _info: ErrorInfo) {
    if (!isCodeLoadFailure(failure)) return;
    // One banner for the session: every part that fails after it has the same cause and remedy.
    showBanner({
      id: 'code-not-loaded',
      kind: 'error',
      scope: 'session',
      title: bannerText.codeNotLoaded.title,
      message: <CodeNotLoadedMessage />,
    });
  }

  override render() {
    const { failure } = this.state;
    if (failure === null) return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
    if (!isCodeLoadFailure(failure)) throw failure;
    return this.props.fallback ?? null;
  }
}
