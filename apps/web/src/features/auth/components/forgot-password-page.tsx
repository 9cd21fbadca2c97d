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
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';

const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * /forgot-password: asks for a reset link (CONTRACT.md section 3). The answer is the same whether
 * or not the address has an account, so the page says the same thing too.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(accountMessages.forgotPasswordTitle);
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
      toast.error(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title={accountMessages.forgotPasswordTitle}
      switchPrompt="Remembered it?"
      switchTo="/login"
      switchLabel="Login"
    >
      {sentTo === null ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
          <p className="text-base-content/80">{accountMessages.forgotPasswordIntro}</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <SubmitButton pending={isSubmitting} className="mt-4 w-full">
            {accountMessages.sendResetLink}
          </SubmitButton>
        </form>
      ) : (
        <p role="status" className="alert alert-info alert-soft break-words">
          {accountMessages.resetLinkSent(sentTo)}
        </p>
      )}
    </AuthCard>
  );
}
