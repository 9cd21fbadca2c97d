import { accountMessages } from '@elite/shared/messages';
import { useAuth } from '../../../lib/auth';
import { translateShared, useLingui } from '../../../lib/i18n';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * For a signed-in user whose address is not proven yet: a calm word that e-mailed alerts wait
 * for the confirmation (CONTRACT.md section 3), and a way to get the link again.
 */
export function UnverifiedEmailNotice() {
  const { _ } = useLingui();
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-labelledby="unverified-email-title"
      className="alert alert-info alert-soft flex max-w-2xl flex-col items-start gap-2 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="unverified-email-title" className="font-semibold">
          {translateShared(accountMessages.unverifiedTitle)}
        </h2>
        <p className="break-words">{_('auth.unverifiedNotice', { email: user.email })}</p>
      </div>
      <ResendVerificationButton email={user.email} small />
    </section>
  );
}
