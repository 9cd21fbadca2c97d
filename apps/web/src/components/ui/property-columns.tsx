import { Link } from 'react-router';
import type { Property } from '@elite/shared';
import { i18n } from '../../lib/i18n';
import { Avatar } from './avatar';
import type { Column } from './data-table';
import { ListingPriceText } from './price';
import { PropertyImage } from './property-image';
import { StatusBadge } from './status-badge';

type Listing = Omit<Property, '_id'>;

/**
 * A column whose heading is read in the page's locale each time a table renders (DataTable
 * renders again when the locale changes), so the columns can be made once, at module load.
 */
function column<Row>(headingKey: string, rest: Omit<Column<Row>, 'header'>): Column<Row> {
  return Object.defineProperty({ ...rest } as Column<Row>, 'header', {
    get: () => i18n._(headingKey),
    enumerable: true,
  });
}

/** The row number, from 1. */
const number: Column<unknown> = {
  header: '#',
  cell: (_row, index) => index + 1,
  className: 'w-12 tabular-nums',
};

const image = column<Pick<Listing, 'property_image' | 'property_title'>>('common.columnImage', {
  cell: (row) => (
    <PropertyImage
      src={row.property_image}
      alt={row.property_title}
      sizes="80px"
      className="rounded-box h-14 w-20 max-w-none"
    />
  ),
});

/**
 * The listing's title, as a link to its page: every row of a dashboard leads to its listing.
 * `listingId` reads the listing's id off the row (a wishlist entry, an offer, a sale, a review).
 */
function title<Row extends Pick<Listing, 'property_title'>>(
  listingId: (row: Row) => string,
): Column<Row> {
  return column<Row>('common.columnTitle', {
    cell: (row) => (
      <Link to={`/property/${listingId(row)}`} className="link link-hover">
        {row.property_title}
      </Link>
    ),
    className: 'min-w-32 font-semibold',
  });
}

const location = column<Pick<Listing, 'location'>>('common.columnLocation', {
  cell: (row) => row.location,
  className: 'min-w-24',
});

const agentName = column<Pick<Listing, 'agent_name'>>('common.columnAgentName', {
  cell: (row) => row.agent_name,
  className: 'min-w-24',
});

const agentImage = column<Pick<Listing, 'agent_name' | 'agent_image'>>('common.columnAgentImage', {
  cell: (row) => <Avatar name={row.agent_name} photoURL={row.agent_image} className="size-10" />,
});

/** The agent's photo and name in one column, for tables that must stay narrow. */
const agent = column<Pick<Listing, 'agent_name' | 'agent_image'>>('common.columnAgent', {
  cell: (row) => (
    <span className="flex items-center gap-2">
      <span aria-hidden="true">
        <Avatar name={row.agent_name} photoURL={row.agent_image} className="size-8" />
      </span>
      {row.agent_name}
    </span>
  ),
  className: 'min-w-32',
});

/** A home to rent's type and rent period, where the row carries them (CONTRACT.md section 12). */
type Kind = Partial<Pick<Listing, 'listing_type' | 'rent_period'>>;

const priceRange = column<Pick<Listing, 'price_range'> & Kind>('common.columnPriceRange', {
  // Wraps after the dash on narrow tables, never inside an amount; a rent says its period.
  cell: (row) => <ListingPriceText property={row} />,
  className: 'min-w-24',
});

const status = column<Pick<Listing, 'status'> & Kind>('common.columnStatus', {
  cell: (row) => <StatusBadge status={row.status} listingType={row.listing_type} />,
});

/**
 * Table columns for a listing or a copy of one (an advertised property, an offer, a sale), in
 * SPEC.md's words; each asks only for the fields it shows.
 */
export const propertyColumns = {
  number,
  image,
  title,
  location,
  agentName,
  agentImage,
  agent,
  priceRange,
  status,
  /** SPEC.md's listing tables: image, title, location, agent name and image, price range, status. */
  listing: [
    image,
    title((row: Property) => row._id),
    location,
    agentName,
    agentImage,
    priceRange,
    status,
  ] as Column<Property>[],
};
