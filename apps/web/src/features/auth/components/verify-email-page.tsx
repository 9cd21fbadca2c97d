import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Identity } from '@elite/shared';
import { accountMessages } from '@elite/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { verifyEmail } from '../../../lib/auth-api/verify-email';
import { translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { ResendVerificationButton } from './resend-verification-button';

type Outcome =
  | { state: 'checking' }
  | { state: 'confirmed'; user: Identity }
  | { state: 'failed'; message: string };

/**
 * /verify-email?token=…: the link e-mailed at registration (CONTRACT.md section 3). Trades the
 * token once, says that the address is confirmed (and updates the signed-in user), or that the
 * link no longer works, with the way to a new one.
 */
export function VerifyEmailPage() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, status, acceptUser } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'checking' } : { state: 'failed', message: accountMessages.verifyLinkMissing },
  );
  const title = translateShared(
    outcome.state === 'confirmed'
      ? accountMessages.emailConfirmedTitle
      : outcome.state === 'failed'
        ? accountMessages.verifyLinkFailedTitle
        : accountMessages.verifyingEmail,
  );
  useDocumentTitle(title);
  // A link works once: never trade it twice, even when React runs the effect again.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      (verified) => setOutcome({ state: 'confirmed', user: verified }),
      (error: unknown) => setOutcome({ state: 'failed', message: errorMessage(error) }),
    );
  }, [token]);

  // The signed-in user is now verified, also when the stored sign-in is confirmed only after.
  const confirmed = outcome.state === 'confirmed' ? outcome.user : null;
  useEffect(() => {
    if (confirmed && user && user.email === confirmed.email && !user.emailVerified) {
      acceptUser(confirmed);
    }
  }, [confirmed, user, acceptUser]);

  return (
    <AuthCard title={title}>
      <div aria-live="polite" className="flex flex-col gap-4 text-center">
        {outcome.state === 'checking' && <Spinner className="self-center" />}
        {outcome.state === 'confirmed' && (
          <>
            <p className="break-words">{_('auth.emailConfirmed', { email: outcome.user.email })}</p>
            {user ? (
              <Link to="/dashboard/myProfile" className="btn btn-primary">
                {_('auth.goToProfile')}
              </Link>
            ) : (
              status === 'signed-out' && (
                <Link to="/login" className="btn btn-primary">
                  {_('auth.login')}
                </Link>
              )
            )}
          </>
        )}
        {outcome.state === 'failed' && (
          <>
            <p role="alert" className="alert alert-error alert-soft break-words">
              {translateShared(outcome.message)}
            </p>
            {user && !user.emailVerified ? (
              <ResendVerificationButton email={user.email} />
            ) : user ? (
              <Link to="/dashboard/myProfile" className="btn btn-primary">
                {_('auth.goToProfile')}
              </Link>
            ) : (
              status === 'signed-out' && (
                <Link
                  to="/login"
                  state={{ from: '/dashboard/myProfile' }}
                  className="btn btn-primary"
                >
                  {translateShared(accountMessages.verifySignInToResend)}
                </Link>
              )
            )}
          </>
        )}
      </div>
    </AuthCard>
  );
}
