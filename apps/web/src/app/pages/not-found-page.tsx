import { Link, useLocation, useNavigate } from 'react-router';
import { messages } from '@elite/shared/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(messages.notFoundText);
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has no "back" inside the site; go home instead of leaving it.
  const goBack = () => {
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  };

  return (
    <section className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-primary text-base font-semibold">{messages.notFoundTitle}</p>
      <h1 className="text-4xl font-bold sm:text-5xl">{messages.notFoundText}</h1>
      <p className="text-base-content/80 max-w-md">
        Sorry, we could not find the page you are looking for.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-outline" onClick={goBack}>
          Go back
        </button>
        <Link to="/" className="btn btn-primary">
          Take me home
        </Link>
      </div>
    </section>
  );
}
