import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { accountMessages } from '@elite/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { i18n, translateShared } from '../../../lib/i18n';
import { resendVerification } from '../../../lib/auth-api/verify-email';

/**
 * "Resend the link": e-mails the signed-in user a new confirmation link, said in a toast. An
 * address confirmed meanwhile (in another tab, say) is a 409: the page then shows it confirmed.
 */
export function ResendVerificationButton({
  email,
  small = false,
}: {
  email: string;
  small?: boolean;
}) {
  const { user, acceptUser } = useAuth();
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast.success(i18n._('auth.verificationSent', { email })),
    onError: (error) => {
      if (isApiError(error, 409) && user) {
        acceptUser({ ...user, emailVerified: true });
        toast.info(translateShared(errorMessage(error)));
      } else {
        toast.error(errorMessage(error));
      }
    },
  });
  return (
    <button
      type="button"
      className={`btn btn-primary ${small ? 'btn-sm shrink-0' : ''}`}
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
    >
      {resend.isPending && <Spinner size="sm" />}
      {translateShared(accountMessages.resendLink)}
    </button>
  );
}
