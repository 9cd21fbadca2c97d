import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'react-toastify/unstyled';
import { emailSchema } from '@elite/shared';
import { accountMessages } from '@elite/shared/messages';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { requestPasswordReset } from '../../../lib/auth-api/password';
import { translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';

const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * /forgot-password: asks for a reset link (CONTRACT.md section 3). The answer is the same whether
 * or not the address has an account, so the page says the same thing too.
 */
export function ForgotPasswordPage() {
  const { _ } = useLingui();
  const title = translateShared(accountMessages.forgotPasswordTitle);
  useDocumentTitle(title);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      toast.error(translateShared(errorMessage(error)));
    }
  });

  return (
    <AuthCard
      title={title}
      switchPrompt={_('auth.rememberedIt')}
      switchTo="/login"
      switchLabel={_('auth.login')}
    >
      {sentTo === null ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
          <p className="text-base-content/80">
            {translateShared(accountMessages.forgotPasswordIntro)}
          </p>
          <TextField
            label={_('auth.email')}
            type="email"
            autoComplete="email"
            placeholder={_('auth.emailPlaceholder')}
            dir="ltr"
            required
            error={errors.email?.message && translateShared(errors.email.message)}
            {...register('email')}
          />
          <SubmitButton pending={isSubmitting} className="mt-4 w-full">
            {translateShared(accountMessages.sendResetLink)}
          </SubmitButton>
        </form>
      ) : (
        <p role="status" className="alert alert-info alert-soft break-words">
          {_('auth.resetLinkSent', { email: sentTo })}
        </p>
      )}
    </AuthCard>
  );
}
