import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { accountMessages } from '@elite/shared/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** "Sign out everywhere": asks first, ends every sign-in of the account, this one too. */
export function SignOutEverywhere() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setAsking(false);
    setPending(true);
    try {
      await auth.logoutEverywhere();
    } catch (error) {
      setPending(false);
      toast.error(errorMessage(error));
      return;
    }
    toast.success(accountMessages.signedOutEverywhere);
    await navigate('/login', { replace: true });
  };

  return (
    <section
      aria-labelledby="sign-out-everywhere-title"
      className="card border-base-300 bg-base-100 max-w-2xl border shadow-sm"
    >
      <div className="card-body items-start gap-2">
        <h2 id="sign-out-everywhere-title" className="card-title">
          {accountMessages.signOutEverywhereTitle}
        </h2>
        <p className="text-base-content/80">{accountMessages.signOutEverywhereIntro}</p>
        <button
          type="button"
          className="btn btn-error btn-outline mt-2"
          disabled={pending}
          onClick={() => setAsking(true)}
        >
          {pending && <Spinner size="sm" />}
          {accountMessages.signOutEverywhereConfirm}
        </button>
      </div>
      <ConfirmDialog
        title={asking ? accountMessages.signOutEverywhereQuestion : null}
        confirmLabel={accountMessages.signOutEverywhereConfirm}
        onConfirm={() => void signOut()}
        onCancel={() => setAsking(false)}
      >
        {accountMessages.signOutEverywhereIntro}
      </ConfirmDialog>
    </section>
  );
}
