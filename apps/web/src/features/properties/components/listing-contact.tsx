import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Property } from '@elite/shared';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import type { ReturnState } from '../../../lib/return-path';
import { useHydrated } from '../../../lib/use-hydrated';
import { loadContactAgentDialog } from '../../messages';
import { loadListingViewing, loadRequestViewingDialog } from '../../viewings';

/** The forms (and their form library) load when the visitor first heads for a button. */
const ContactAgentDialog = lazy(async () => ({
  default: (await loadContactAgentDialog()).ContactAgentDialog,
}));
const RequestViewingDialog = lazy(async () => ({
  default: (await loadRequestViewingDialog()).RequestViewingDialog,
}));
const ListingViewing = lazy(async () => ({
  default: (await loadListingViewing()).ListingViewing,
}));
const preloadContact = () => void loadContactAgentDialog().catch(() => undefined);
const preloadViewing = () => void loadRequestViewingDialog().catch(() => undefined);

type Form = 'contact' | 'viewing';

/** Whether the visitor may write to this listing's agent: signed in, not the agent, on sale. */
function useMayContact(property: Property): boolean {
  const { user } = useAuth();
  return (
    Boolean(user) &&
    property.status === 'verified' &&
    property.agent_email.toLowerCase() !== user?.email.toLowerCase()
  );
}

/**
 * The Contact agent and Request a viewing forms, held by the page (so that they stay open while
 * their buttons move between the side column and the phone's layout). `?contact=1` (the payment
 * page's "Message the agent") opens the Contact agent form.
 */
export function useContactForms(property: Property) {
  const [open, setOpen] = useState<Form | null>(null);
  const [mounted, setMounted] = useState<Record<Form, boolean>>({ contact: false, viewing: false });
  const [params, setParams] = useSearchParams();
  const mayContact = useMayContact(property);
  const show = (form: Form) => {
    setMounted((current) => ({ ...current, [form]: true }));
    setOpen(form);
  };
  // Asked for by the address: open until closed (closing takes it out of the address).
  const requested = params.get('contact') === '1' && mayContact;
  const current: Form | null = open ?? (requested ? 'contact' : null);

  const close = () => {
    setOpen(null);
    if (!params.has('contact')) return;
    setParams(
      (next) => {
        next.delete('contact');
        return next;
      },
      { replace: true },
    );
  };
  const element = (
    <Suspense fallback={null}>
      {(mounted.contact || requested) && (
        <ContactAgentDialog property={property} open={current === 'contact'} onClose={close} />
      )}
      {mounted.viewing && (
        <RequestViewingDialog property={property} open={current === 'viewing'} onClose={close} />
      )}
    </Suspense>
  );
  return { show, element };
}

interface ContactActionsProps {
  property: Property;
  onOpen: (form: Form) => void;
  /** The phone's bar: Contact agent only. */
  compact?: boolean;
}

/**
 * 'Contact agent' and 'Request a viewing'. A signed-out visitor (public listings) signs in first
 * and comes back here; the listing's own agent, and a listing not on sale, get neither.
 */
export function ContactActions({ property, onOpen, compact = false }: ContactActionsProps) {
  const hydrated = useHydrated();
  const { _ } = useLingui();
  const { status } = useAuth();
  const location = useLocation();
  const mayContact = useMayContact(property);
  if (!hydrated || property.status !== 'verified') return null;

  const size = compact ? 'btn-sm' : '';
  if (status === 'signed-out') {
    const back: ReturnState = { from: location };
    return (
      <Link to="/login" state={back} className={`btn btn-outline btn-primary ${size}`}>
        {_('listing.contactAgent')}
      </Link>
    );
  }
  if (!mayContact) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {/* The buyer's own viewing of this home, if one is on ("Viewing requested for ..."). */}
      {!compact && (
        <Suspense fallback={null}>
          <div className="w-full empty:hidden">
            <ListingViewing propertyId={property._id} />
          </div>
        </Suspense>
      )}
      <button
        type="button"
        className={`btn btn-primary btn-outline ${size}`}
        aria-haspopup="dialog"
        onPointerEnter={preloadContact}
        onFocus={preloadContact}
        onClick={() => onOpen('contact')}
      >
        {_('listing.contactAgent')}
      </button>
      {!compact && (
        <button
          type="button"
          className="btn btn-outline"
          aria-haspopup="dialog"
          onPointerEnter={preloadViewing}
          onFocus={preloadViewing}
          onClick={() => onOpen('viewing')}
        >
          {_('listing.requestViewing')}
        </button>
      )}
    </div>
  );
}
