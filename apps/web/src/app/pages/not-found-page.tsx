import { Link, useLocation, useNavigate } from 'react-router';
import { messages } from '@elite/shared/messages';
import { translateShared, useLingui } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { _ } = useLingui();
  useDocumentTitle(translateShared(messages.notFoundText));
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has no "back" inside the site; go home instead of leaving it.
  const goBack = () => {
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  };

  return (
    <section className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-primary text-base font-semibold">
        {translateShared(messages.notFoundTitle)}
      </p>
      <h1 className="text-4xl font-bold sm:text-5xl">{translateShared(messages.notFoundText)}</h1>
      <p className="text-base-content/80 max-w-md">{_('app.notFoundDetail')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-outline" onClick={goBack}>
          {_('app.goBack')}
        </button>
        <Link to="/" className="btn btn-primary">
          {_('app.takeMeHome')}
        </Link>
      </div>
    </section>
  );
}
