import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '@elite/shared/messages';
import { i18n, translateShared, useLingui } from '../../lib/i18n';

function describe(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return {
        title: translateShared(messages.notFoundText),
        detail: translateShared(messages.notFound),
      };
    return {
      title: i18n._('app.errorStatus', { status: error.status }),
      detail: translateShared(error.statusText || messages.internalError),
    };
  }
  return {
    title: i18n._('app.somethingWentWrong'),
    detail: translateShared(messages.internalError),
  };
}

/** The router's error boundary: what a page shows when it fails to render or load. */
export function ErrorPage() {
  const { _ } = useLingui();
  const error = useRouteError();
  const { title, detail } = describe(error);

  useEffect(() => {
    console.error(error);
    document.title = title;
  }, [error, title]);

  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/80">{detail}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          {_('app.tryAgain')}
        </button>
        {/* A plain link reloads the app, which is what a broken screen needs. */}
        <Link to="/" reloadDocument className="btn btn-primary">
          {_('app.takeMeHome')}
        </Link>
      </div>
    </section>
  );
}
