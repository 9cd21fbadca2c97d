import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { passwordSchema } from '@elite/shared';
import { accountMessages, messages } from '@elite/shared/messages';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { confirmPasswordReset } from '../../../lib/auth-api/password';
import { translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { sameMessage } from './same-message';

/** SPEC.md's password rules, checked here for comfort (the server checks them too). */
const resetPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: accountMessages.passwordsDiffer,
  });

function NewLinkLink() {
  useLingui();
  return (
    <Link to="/forgot-password" className="btn btn-primary btn-outline w-full">
      {translateShared(accountMessages.requestNewResetLink)}
    </Link>
  );
}

/**
 * /reset-password?token=…: the e-mailed link (CONTRACT.md section 3). Sets the new password, which
 * ends every sign-in of the account, then sends the visitor to sign in with it.
 */
export function ResetPasswordPage() {
  const { _ } = useLingui();
  const title = translateShared(accountMessages.resetPasswordTitle);
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const auth = useAuth();
  // The server's refusal of the link itself (expired, used): a new link is the way on.
  const [linkError, setLinkError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await confirmPasswordReset(token, password);
    } catch (error) {
      const message = translateShared(errorMessage(error));
      if (sameMessage(message, messages.passwordPolicy)) {
        setError('password', { message }, { shouldFocus: true });
      } else if (
        isApiError(error) &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      ) {
        setLinkError(message);
      } else {
        toast.error(message);
      }
      return;
    }
    // Every token of the account has died, this browser's too if it was signed in.
    if (auth.user) await auth.logout();
    toast.success(translateShared(accountMessages.passwordResetDone));
    await navigate('/login', { replace: true });
  });

  return (
    <AuthCard
      title={title}
      switchPrompt={_('auth.rememberedIt')}
      switchTo="/login"
      switchLabel={_('auth.login')}
    >
      {!token || linkError ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="alert alert-error alert-soft break-words">
            {linkError ?? translateShared(accountMessages.resetLinkMissing)}
          </p>
          <NewLinkLink />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
          <PasswordField
            label={translateShared(accountMessages.newPassword)}
            autoComplete="new-password"
            placeholder={_('auth.choosePassword')}
            hint={_('auth.passwordHint')}
            required
            error={errors.password?.message && translateShared(errors.password.message)}
            {...register('password')}
          />
          <PasswordField
            label={translateShared(accountMessages.confirmNewPassword)}
            autoComplete="new-password"
            placeholder={_('auth.samePasswordAgain')}
            required
            error={errors.confirm?.message && translateShared(errors.confirm.message)}
            {...register('confirm')}
          />
          <SubmitButton pending={isSubmitting} className="mt-4 w-full">
            {translateShared(accountMessages.setNewPassword)}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
