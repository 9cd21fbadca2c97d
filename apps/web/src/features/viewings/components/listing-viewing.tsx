import { Link } from 'react-router';
import { useLingui } from '../../../lib/i18n';
import { useViewings } from '../api/get-viewings';
import { formatViewingTime } from './viewing-time';

/**
 * On a listing's page, the buyer's own viewings of it that are still on (requested or confirmed),
 * with the way to the Viewings page; nothing while they load, or if there are none.
 */
export function ListingViewing({ propertyId }: { propertyId: string }) {
  const { _ } = useLingui();
  const viewings = useViewings();
  const mine = (viewings.data ?? []).filter(
    (viewing) =>
      viewing.i_am_buyer &&
      viewing.property_id === propertyId &&
      (viewing.status === 'requested' || viewing.status === 'confirmed'),
  );
  if (mine.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {mine.map((viewing) => {
        const when = formatViewingTime(viewing.start);
        return (
          <li key={viewing._id}>
            {viewing.status === 'confirmed'
              ? _('viewings.listingConfirmed', { when })
              : _('viewings.listingRequested', { when })}{' '}
            <Link to="/dashboard/viewings" className="link link-primary">
              {_('viewings.seeViewings')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
