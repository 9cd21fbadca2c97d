import type { WishlistEntry } from '@elite/shared';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';

/** A field the buyer reads but does not change. */
export const readOnly = { readOnly: true, className: 'bg-base-200 text-base-content' } as const;

/**
 * What an offer or an application is between: the agent, the home and the signed-in buyer, read
 * only; a renter is named as the applicant (CONTRACT.md section 12).
 */
export function OfferPartiesFields({ entry, renting }: { entry: WishlistEntry; renting: boolean }) {
  const { _ } = useLingui();
  const { user } = useAuth();
  return (
    <>
      <TextField label={_('offers.agentName')} value={entry.agent_name} {...readOnly} />
      <TextField label={_('offers.propertyTitle')} value={entry.property_title} {...readOnly} />
      <TextField label={_('offers.location')} value={entry.location} {...readOnly} />
      <TextField
        label={renting ? _('rental.applicantName') : _('offers.buyerName')}
        value={user?.displayName ?? ''}
        {...readOnly}
      />
      <TextField
        label={renting ? _('rental.applicantEmail') : _('offers.buyerEmail')}
        type="email"
        dir="ltr"
        value={user?.email ?? ''}
        {...readOnly}
      />
    </>
  );
}
