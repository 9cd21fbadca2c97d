import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages, socialSignInMessages } from '@elite/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError, storeToken } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { focusMainContent } from '../../../lib/focus-main';
import { returnPathFrom } from '../../../lib/return-path';
import { translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { exchangeCode } from '../../../lib/auth-api/exchange-code';
import { announceOutcome, signInErrorText } from '../social-sign-in-channel';

/** Why a code could not be traded, in words for the visitor. */
function exchangeFailure(error: unknown): string {
  if (isApiError(error, 400) || isApiError(error, 401)) return socialSignInMessages.codeInvalid;
  return errorMessage(error);
}

/**
 * /auth/complete: where a Google or Facebook sign-in lands (CONTRACT.md section 3) with a
 * one-time code. In the popup it trades the code for a token, hands it to the page that opened
 * the popup and closes; after a full-page sign-in it signs in here and goes on.
 */
export function AuthCompletePage() {
  const { _ } = useLingui();
  useDocumentTitle(_('auth.signingIn'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { completeSocialSignIn } = useAuth();
  const [popupDone, setPopupDone] = useState(false);
  // A code works once: never trade it twice, even when React runs the effect again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const error = signInErrorText(params.get('error'));
    const returnTo = returnPathFrom({ from: params.get('returnTo') ?? '/' });

    if (params.get('popup') === '1') {
      const finish = () => {
        window.close();
        // Still open (a browser may refuse): say so instead of a spinner forever.
        setPopupDone(true);
      };
      if (error !== null || !code) {
        announceOutcome({ type: 'failed', message: error ?? socialSignInMessages.providerFailed });
        finish();
        return;
      }
      exchangeCode(code)
        .then((result) => {
          // Kept here too, so the sign-in holds even if the opening page is gone.
          storeToken(result.token);
          announceOutcome({ type: 'signed-in', result });
        })
        .catch((failure: unknown) => {
          console.warn('Social sign-in failed:', failure);
          announceOutcome({ type: 'failed', message: exchangeFailure(failure) });
        })
        .finally(finish);
      return;
    }

    const toLogin = (message: string) =>
      void navigate(`/login?${new URLSearchParams({ error: message })}`, { replace: true });
    if (error !== null || !code) {
      toLogin(error ?? socialSignInMessages.providerFailed);
      return;
    }
    completeSocialSignIn(code)
      .then(() => {
        toast.success(translateShared(messages.loginSuccess));
        void Promise.resolve(navigate(returnTo, { replace: true })).then(focusMainContent);
      })
      .catch((failure: unknown) => {
        console.warn('Social sign-in failed:', failure);
        toLogin(exchangeFailure(failure));
      });
  }, [params, navigate, completeSocialSignIn]);

  if (popupDone) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p>{_('auth.closeWindow')}</p>
        <Link to="/" className="btn btn-primary">
          {_('auth.goHome')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={_('auth.signingYouIn')} />
    </div>
  );
}
