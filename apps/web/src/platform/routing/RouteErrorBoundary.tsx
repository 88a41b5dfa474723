import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Navigate, useHref, useRouteError } from 'react-router';
import { currentLanguage, i18next, localisePath } from '../i18n';
import { lazyComponent } from './lazy-component';
import { isChunkLoadError } from './lazy-page';
import { routeErrorInfo, redirectTarget } from './route-error';
import { HOME_PATH } from './routes';

/** The error page, loaded when an error happens (its illustrations stay out of the start-up bundle). */
export const LazyErrorPage = lazyComponent(() => import('../layout/ErrorPage').then((m) => m.ErrorPage));

/** The 404 page of unknown routes. */
export const LazyNotFoundPage = lazyComponent(() =>
  import('../layout/ErrorPage').then((m) => m.NotFoundPage),
);

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/**
 * The last resort of spec §2.8: when the error page itself fails, plain markup (no design system,
 * no translations beyond i18next's own lookup) with the details and a link home.
 */
export function PlainErrorFallback({
  homeHref,
  original,
  failure,
}: {
  homeHref: string;
  original: unknown;
  failure: unknown;
}) {
  const text = (key: 'errorPage.fallback' | 'errorPage.details' | 'errorPage.backHome', fallback: string) => {
    try {
      const value = i18next.t(key, { ns: 'common' });
      return typeof value === 'string' && value !== key ? value : fallback;
    } catch {
      return fallback;
    }
  };
  return (
    <main role="alert" style={{ padding: '2em', fontFamily: 'sans-serif', maxWidth: 720, margin: '0 auto' }}>
      <h1 style={{ fontSize: 20 }}>{text('errorPage.fallback', 'The error page could not be shown')}</h1>
      <details open>
        <summary>{text('errorPage.details', 'Details')}</summary>
        <pre data-testid="error-details" style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
          {describe(original)}
          {'\n'}
          {describe(failure)}
        </pre>
      </details>
      <a href={homeHref}>{text('errorPage.backHome', 'Back to home')}</a>
    </main>
  );
}

interface GuardProps {
  homeHref: string;
  original: unknown;
  children: ReactNode;
}

/** Catches a failure of the error page and shows the plain fallback instead. */
export class ErrorPageGuard extends Component<GuardProps, { failure: unknown; failed: boolean }> {
  override state = { failure: undefined as unknown, failed: false };

  static getDerivedStateFromError(failure: unknown) {
    return { failure, failed: true };
  }

  override componentDidCatch(failure: unknown, info: ErrorInfo) {
    console.error('The error page failed', failure, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <PlainErrorFallback
          homeHref={this.props.homeHref}
          original={this.props.original}
          failure={this.state.failure}
        />
      );
    }
    return this.props.children;
  }
}

/** The error page for a thrown value, with the plain fallback around it. */
export function RouteErrorView({
  error,
  page: Page = LazyErrorPage,
}: {
  error: unknown;
  page?: ComponentType<{ status?: number; message?: string }>;
}) {
  const homeHref = useHref(localisePath(HOME_PATH, currentLanguage()));
  const target = redirectTarget(error);
  if (target !== undefined) return <Navigate to={target} replace />;
  const info = routeErrorInfo(error);
  const status = info.status;
  // A page whose code could not be fetched: say so in words, not with the browser's wording.
  const message = isChunkLoadError(error)
    ? i18next.t('errorPage.chunkFailed', { ns: 'common' })
    : info.message;
  if (status >= 500) console.error(error);
  return (
    <ErrorPageGuard homeHref={homeHref} original={error}>
      <Page status={status} message={message} />
    </ErrorPageGuard>
  );
}

/**
 * `errorElement` of the app's routes (spec §8): an error thrown by a page, its loader or its chunk
 * shows the error page with its status (default 500) and message; a thrown redirect is followed.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <RouteErrorView error={error} />;
}
