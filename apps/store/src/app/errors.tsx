import { ApiError } from '@bookstore/api-client';
import { NOT_FOUND_TEXT } from '@bookstore/api-client/page-meta';
import { ErrorPage } from '@bookstore/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { UnknownGuardError } from '../guards/errors';
import { AppLink } from '../links/AppLink';
import { usePageMeta } from '../page/usePageMeta';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** What the error page shows for an error a route threw: 404s stay 404, everything else is a 500. */
export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: NOT_FOUND_MESSAGE };
    const message = typeof error.data === 'string' && error.data ? error.data : 'Error';
    return { status: error.status >= 400 ? error.status : 500, message };
  }
  if (error instanceof UnknownGuardError) return { status: 500, message: error.message };
  if (error instanceof ApiError && error.status === 404) return { status: 404, message: NOT_FOUND_MESSAGE };
  // Internal messages are for the console, not for visitors: the spec's fallback is "Error".
  return { status: 500, message: 'Error' };
}

function StatusPage({ status, message }: { status: number; message: string }) {
  // The Not Found text, as a public page's head says it too (page/ClientHead.tsx).
  const text = status === 404 ? NOT_FOUND_TEXT : { title: 'Error', description: undefined };
  usePageMeta(text.title, text.description);
  return <ErrorPage status={status} message={message} linkAs={AppLink} />;
}

/** The unknown-route page: 404, "This page could not be found", with a link home. */
export function NotFoundScreen() {
  return <StatusPage status={404} message={NOT_FOUND_MESSAGE} />;
}

/** Shown when rendering the error page itself failed. */
export function SecondaryErrorPage() {
  return <ErrorPage secondary linkAs={AppLink} />;
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a render error below it and shows the fallback instead. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RouteErrorContent() {
  const error = useRouteError();
  const { status, message } = describeRouteError(error);
  if (status >= 500) console.error(error);
  return <StatusPage status={status} message={message} />;
}

/** The routes' error element: the 404 or 500 page, and the secondary page if showing it fails. */
export function RouteErrorPage() {
  return (
    <ErrorBoundary fallback={<SecondaryErrorPage />}>
      <RouteErrorContent />
    </ErrorBoundary>
  );
}
