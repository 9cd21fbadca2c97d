import { Suspense, lazy, useState } from 'react';
import type { Property } from '@elite/shared';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { loadListingReportTexts } from '../../../lib/listing-report-texts';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The report form (its form library, its texts) loads when the visitor first heads for the
 * button.
 */
const loadDialog = () =>
  Promise.all([import('./report-listing-dialog'), loadListingReportTexts()]).then(([m]) => m);
const ReportListingDialog = lazy(async () => ({
  default: (await loadDialog()).ReportListingDialog,
}));
const preloadDialog = () => void loadDialog().catch(() => undefined);

/**
 * "Report this listing" (CONTRACT.md section 16) for anyone but the listing's own agent: once
 * the page knows who is looking (after hydration), a quiet button that opens the report form.
 */
export function ReportListing({ property }: { property: Property }) {
  const { _ } = useLingui();
  const { status, user } = useAuth();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it returns focus like any dialog.
  const [opened, setOpened] = useState(false);
  // Only a listing the public sees can be reported (the server answers 404 for any other).
  const isPublic = property.status === 'verified' || property.status === 'sold';
  if (!hydrated || status === 'checking' || !isPublic) return null;
  const agentEmail = property.agent_email.toLowerCase();
  if (user && agentEmail !== '' && user.email.toLowerCase() === agentEmail) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm text-base-content/80 self-start"
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 22V4M4 4h13l-2 4 2 4H4" />
        </svg>
        {_('listing.reportListing')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ReportListingDialog
            propertyId={property._id}
            signedIn={status === 'signed-in'}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
