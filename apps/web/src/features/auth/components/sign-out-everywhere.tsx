import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { accountMessages } from '@elite/shared/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { translateShared } from '../../../lib/i18n';

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
      toast.error(translateShared(errorMessage(error)));
      return;
    }
    toast.success(translateShared(accountMessages.signedOutEverywhere));
    await navigate('/login', { replace: true });
  };

  return (
    <section
      aria-labelledby="sign-out-everywhere-title"
      className="card border-base-300 bg-base-100 max-w-2xl border shadow-sm"
    >
      <div className="card-body items-start gap-2">
        <h2 id="sign-out-everywhere-title" className="card-title">
          {translateShared(accountMessages.signOutEverywhereTitle)}
        </h2>
        <p className="text-base-content/80">
          {translateShared(accountMessages.signOutEverywhereIntro)}
        </p>
        <button
          type="button"
          className="btn btn-error btn-outline mt-2"
          disabled={pending}
          onClick={() => setAsking(true)}
        >
          {pending && <Spinner size="sm" />}
          {translateShared(accountMessages.signOutEverywhereConfirm)}
        </button>
      </div>
      <ConfirmDialog
        title={asking ? translateShared(accountMessages.signOutEverywhereQuestion) : null}
        confirmLabel={translateShared(accountMessages.signOutEverywhereConfirm)}
        onConfirm={() => void signOut()}
        onCancel={() => setAsking(false)}
      >
        {translateShared(accountMessages.signOutEverywhereIntro)}
      </ConfirmDialog>
    </section>
  );
}
