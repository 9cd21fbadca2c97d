import type { OfferStatus, PropertyStatus } from '@elite/shared';
import { useLingui } from '../../lib/i18n';

/** SPEC.md section 9: pending orange; verified, accepted and bought green; rejected red; sold dark. */
const styles: Record<PropertyStatus | OfferStatus, string> = {
  pending: 'badge-warning',
  verified: 'badge-success',
  accepted: 'badge-success',
  bought: 'badge-success',
  rejected: 'badge-error',
  sold: 'badge-neutral',
};

const names: Record<PropertyStatus | OfferStatus, string> = {
  pending: 'common.statusPending',
  verified: 'common.statusVerified',
  accepted: 'common.statusAccepted',
  bought: 'common.statusBought',
  rejected: 'common.statusRejected',
  sold: 'common.statusSold',
};

/**
 * A status's badge. A home to rent that is taken (`sold` in data, CONTRACT.md section 12) and a
 * paid application (`bought`) read "Let agreed".
 */
export function StatusBadge({
  status,
  listingType,
}: {
  status: PropertyStatus | OfferStatus;
  listingType?: 'sale' | 'rent' | null | undefined;
}) {
  const { _ } = useLingui();
  if ((status === 'sold' || status === 'bought') && listingType === 'rent') {
    return (
      <span className={`badge ${styles.sold} font-semibold whitespace-nowrap`}>
        {_('common.statusLetAgreed')}
      </span>
    );
  }
  return (
    <span className={`badge ${styles[status]} font-semibold whitespace-nowrap capitalize`}>
      {_(names[status])}
    </span>
  );
}
