import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import { passwordChangeBodySchema } from '@elite/shared';
import { accountMessages, identityMessages, messages } from '@elite/shared/messages';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { changePassword } from '../../../lib/auth-api/password';
import { translateShared, useLingui } from '../../../lib/i18n';
import { PasswordField } from './password-field';
import { sameMessage } from './same-message';

/**
 * Change password (CONTRACT.md section 3): the current password and a new one that holds SPEC.md's
 * rules. This browser stays signed in; every other sign-in of the account ends.
 */
export function ChangePasswordForm() {
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordChangeBodySchema),
    defaultValues: { current_password: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await changePassword(body);
    } catch (error) {
      const message = translateShared(errorMessage(error));
      if (sameMessage(message, messages.passwordPolicy)) {
        setError('password', { message }, { shouldFocus: true });
      } else if (
        sameMessage(message, identityMessages.currentPasswordIncorrect) ||
        isApiError(error, 401) ||
        isApiError(error, 403)
      ) {
        setError('current_password', { message }, { shouldFocus: true });
      } else {
        toast.error(message);
      }
      return;
    }
    reset();
    toast.success(translateShared(accountMessages.passwordChanged));
  });

  return (
    <section
      aria-labelledby="change-password-title"
      className="card border-base-300 bg-base-100 max-w-2xl border shadow-sm"
    >
      <div className="card-body gap-2">
        <h2 id="change-password-title" className="card-title">
          {translateShared(accountMessages.changePasswordTitle)}
        </h2>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
          <PasswordField
            label={translateShared(accountMessages.currentPassword)}
            autoComplete="current-password"
            required
            error={
              errors.current_password?.message && translateShared(errors.current_password.message)
            }
            {...register('current_password')}
          />
          <PasswordField
            label={translateShared(accountMessages.newPassword)}
            autoComplete="new-password"
            hint={_('auth.passwordHint')}
            required
            error={errors.password?.message && translateShared(errors.password.message)}
            {...register('password')}
          />
          <SubmitButton pending={isSubmitting} className="mt-3 self-start">
            {translateShared(accountMessages.changePassword)}
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
