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

export function StatusBadge({ status }: { status: PropertyStatus | OfferStatus }) {
  const { _ } = useLingui();
  return (
    <span className={`badge ${styles[status]} font-semibold whitespace-nowrap capitalize`}>
      {_(names[status])}
    </span>
  );
}
