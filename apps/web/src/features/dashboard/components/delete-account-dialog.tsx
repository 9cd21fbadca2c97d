import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { FRESH_SIGN_IN_MINUTES } from '@elite/shared';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { translateShared, useLingui } from '../../../lib/i18n';
import type { ReturnState } from '../../../lib/return-path';
import { PasswordField } from '../../auth';
import { useAccountDeletionCheck, useDeleteMyAccount } from '../api/account-deletion';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What deleting takes away, in the dialog's list. */
const GOES = [
  'privacy-account.goesAccount',
  'privacy-account.goesWishlist',
  'privacy-account.goesOffers',
  'privacy-account.goesReviews',
  'privacy-account.goesMessages',
  'privacy-account.goesSearches',
  'privacy-account.goesListings',
] as const;

/**
 * "Delete my account" (CONTRACT.md section 16): says what goes and what stays, asks for the
 * password (or, for an account that signs in only with Google or Facebook, a sign-in of the last
 * minutes, offering to sign in again), and on success signs out here and goes home.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { _ } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const check = useAccountDeletionCheck(open);
  const deletion = useDeleteMyAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const minutes = FRESH_SIGN_IN_MINUTES;

  const close = () => {
    setPassword('');
    setPasswordError(undefined);
    setRefusal(undefined);
    deletion.reset();
    onClose();
  };

  const signInAgain = async () => {
    close();
    await auth.logout();
    const state: ReturnState = { from: '/dashboard/myProfile' };
    await navigate('/login', { state, replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    setPasswordError(undefined);
    const asksPassword = check.data?.password_required !== false;
    if (asksPassword && password === '') {
      setPasswordError(_('privacy-account.passwordRequired'));
      passwordRef.current?.focus();
      return;
    }
    try {
      await deletion.mutateAsync(asksPassword ? { password } : {});
    } catch (error) {
      const message = translateShared(errorMessage(error));
      if (asksPassword && isApiError(error, 400)) {
        setPasswordError(message);
        passwordRef.current?.focus();
      } else {
        setRefusal(message);
        // A sign-in that has grown too old meanwhile: the dialog offers a new one.
        if (isApiError(error, 403)) void check.refetch();
      }
      return;
    }
    toast.success(_('privacy-account.deleted'));
    await auth.forgetSignIn(() => navigate('/', { replace: true }));
  };

  const ready = check.isSuccess && (check.data.password_required || check.data.recent_sign_in);
  return (
    <Modal open={open} title={_('privacy-account.dialogTitle')} onClose={close}>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{_('privacy-account.whatGoes')}</h3>
        <ul className="text-base-content/80 list-disc ps-5">
          {GOES.map((key) => (
            <li key={key}>{_(key)}</li>
          ))}
        </ul>
        <h3 className="font-semibold">{_('privacy-account.whatStays')}</h3>
        <p className="text-base-content/80">{_('privacy-account.stays')}</p>
        {check.isPending ? (
          <Spinner label={_('privacy-account.checking')} />
        ) : check.isError ? (
          <ErrorState error={check.error} onRetry={() => void check.refetch()} />
        ) : (
          <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
            {check.data.password_required ? (
              <PasswordField
                ref={passwordRef}
                label={_('privacy-account.password')}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={passwordError}
              />
            ) : check.data.recent_sign_in ? (
              <p className="alert alert-info">{_('privacy-account.socialRecent', { minutes })}</p>
            ) : (
              <div className="alert alert-warning flex flex-col items-start gap-2">
                <p>{_('privacy-account.socialStale', { minutes })}</p>
                <button type="button" className="btn btn-sm" onClick={() => void signInAgain()}>
                  {_('privacy-account.signInAgain')}
                </button>
              </div>
            )}
          </form>
        )}
        {refusal && (
          <p role="alert" className="text-error">
            {refusal}
          </p>
        )}
        <div className="modal-action mt-0 flex-wrap">
          <button type="button" className="btn btn-ghost" onClick={close}>
            {_('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-error"
            disabled={!ready || deletion.isPending}
          >
            {deletion.isPending && <Spinner size="sm" />}
            {_('privacy-account.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
