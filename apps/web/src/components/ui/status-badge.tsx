import type { OfferStatus, PropertyStatus } from '@elite/shared';

/** SPEC.md section 9: pending orange; verified, accepted and bought green; rejected red; sold dark. */
const styles: Record<PropertyStatus | OfferStatus, string> = {
  pending: 'badge-warning',
  verified: 'badge-success',
  accepted: 'badge-success',
  bought: 'badge-success',
  rejected: 'badge-error',
  sold: 'badge-neutral',
};

export function StatusBadge({ status }: { status: PropertyStatus | OfferStatus }) {
  return <span className={`badge ${styles[status]} font-semibold capitalize`}>{status}</span>;
}
