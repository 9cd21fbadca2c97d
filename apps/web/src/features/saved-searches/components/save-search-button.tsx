import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SavedQuery } from '@elite/shared';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import type { ReturnState } from '../../../lib/return-path';

/** The dialog, its form and its checks: their own chunk, loaded when the button is about to be used. */
const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(loadDialog);

/**
 * All Property's 'Save this search'. A signed-out visitor is sent to sign in and back to the
 * same search; a signed-in one names it in a dialog.
 */
export function SaveSearchButton({ query }: { query: SavedQuery }) {
  const { _ } = useLingui();
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  const onClick = () => {
    if (status === 'signed-out') {
      const back: ReturnState = { from: location };
      void navigate('/login', { state: back });
      return;
    }
    setUsed(true);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-primary btn-sm"
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
        </svg>
        {_('alerts.saveThisSearch')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
