import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { WishlistEntry } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import type { Column } from '../../../components/ui/data-table';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

function RemoveButton({ entry }: { entry: WishlistEntry }) {
  const remove = useRemoveFromWishlist();
  return (
    <ActionButton
      subject={`${entry.property_title} from the wishlist`}
      pending={remove.isPending}
      className="btn-error btn-outline"
      onClick={() =>
        remove.mutate(entry._id, {
          onSuccess: () => toast.success(messages.wishlistRemoved),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      Remove
    </ActionButton>
  );
}

const columns: Column<WishlistEntry>[] = [
  propertyColumns.image,
  propertyColumns.title,
  propertyColumns.location,
  propertyColumns.agentName,
  propertyColumns.agentImage,
  propertyColumns.priceRange,
  propertyColumns.status,
  {
    header: 'Offer',
    cell: (entry) => (
      <Link to={`offer/${entry._id}`} className="btn btn-primary btn-sm whitespace-nowrap">
        Make an Offer<span className="sr-only"> on {entry.property_title}</span>
      </Link>
    ),
  },
  { header: 'Remove', cell: (entry) => <RemoveButton entry={entry} /> },
];

/** The signed-in user's wishlist, with Make an Offer and Remove on each row. */
export function WishlistPage() {
  useDocumentTitle('WishList');
  const { user } = useAuth();
  const wishlist = useWishlist(user?.email ?? '');

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">My WishList</h1>
      <QueryTable
        query={wishlist}
        caption="My wishlist"
        columns={columns}
        rowKey={(entry) => entry._id}
        emptyTitle="Your wishlist is empty"
        emptyHint={
          <p>
            Find a home in{' '}
            <Link to="/allProperty" className="link link-primary">
              All Property
            </Link>{' '}
            and choose Add To WishList.
          </p>
        }
      />
    </section>
  );
}
