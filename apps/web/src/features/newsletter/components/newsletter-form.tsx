import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { newsletterBodySchema } from '@elite/shared';
import { errorMessage } from '../../../lib/api-client';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSubscribeToNewsletter } from '../api/subscribe';

export function NewsletterForm() {
  const subscribe = useSubscribeToNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newsletterBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) =>
    subscribe.mutateAsync(email).then(
      ({ message }) => {
        toast.success(message);
        reset();
      },
      (error: unknown) => {
        toast.error(errorMessage(error));
      },
    ),
  );

  const sending = subscribe.isPending;
  const errorId = 'newsletter-email-error';

  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-sm" aria-label="Newsletter">
      <h2 className="footer-title">Newsletter</h2>
      <label htmlFor="newsletter-email" className="mb-2 block text-sm">
        Enter your e-mail address
      </label>
      <div className="join w-full">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="username@site.com"
          className={`input join-item text-base-content w-full ${errors.email ? 'input-error' : ''}`}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
          readOnly={sending}
          {...register('email')}
        />
        <SubmitButton pending={sending} className="join-item">
          Subscribe
        </SubmitButton>
      </div>
      {errors.email && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-300">
          {errors.email.message}
        </p>
      )}
    </form>
  );
}
