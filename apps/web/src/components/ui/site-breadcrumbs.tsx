import { Link } from 'react-router';
import { useLingui } from '../../lib/i18n';

/** Home › All Property › the page's own name: the trail of a listing's, an agent's or an agency's page. */
export function SiteBreadcrumbs({ label, current }: { label: string; current: string }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={label} className="breadcrumbs text-sm">
      <ul>
        <li>
          <Link to="/">{_('nav.home')}</Link>
        </li>
        <li>
          <Link to="/allProperty">{_('nav.allProperty')}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ul>
    </nav>
  );
}
