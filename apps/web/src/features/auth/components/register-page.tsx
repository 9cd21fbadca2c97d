import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { registerBodySchema } from '@elite/shared';
import { messages } from '@elite/shared/messages';
import { ImageField, useImageUpload } from '../../../components/ui/image-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { focusMainContent } from '../../../lib/focus-main';
import { imageFileSchema } from '../../../lib/image-file';
import { returnPathFrom } from '../../../lib/return-path';
import { i18n, translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { sameMessage } from './same-message';

const registerFormSchema = registerBodySchema
  .omit({ photoURL: true })
  .extend({ photo: imageFileSchema(() => i18n._('auth.profileImage')) });

export function RegisterPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('auth.register'));
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const photoUpload = useImageUpload();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ photo, ...body }) => {
    try {
      const { photoSaved, photoError } = await photoUpload.track((upload) =>
        auth.register(body, photo, upload),
      );
      toast.success(translateShared(messages.registrationSuccess));
      if (photoSaved) {
        toast.success(translateShared(messages.profileUpdateSaved));
      } else if (isApiError(photoError, 404)) {
        // The image service is not on this server yet; the account simply has no photo.
        console.warn('Image upload is unavailable; registered without a profile image');
      } else if (photoError) {
        toast.error(
          i18n._('auth.photoNotSaved', { error: translateShared(errorMessage(photoError)) }),
        );
      }
      await navigate(returnPathFrom(location.state), { replace: true });
      focusMainContent();
    } catch (error) {
      const message = translateShared(errorMessage(error));
      if (sameMessage(message, messages.passwordPolicy)) {
        setError('password', { message }, { shouldFocus: true });
      } else if (isApiError(error, 409)) {
        setError('email', { message }, { shouldFocus: true });
      }
      toast.error(message);
    }
  });

  return (
    <AuthCard
      title={_('auth.register')}
      switchPrompt={_('auth.alreadyHaveAccount')}
      switchTo="/login"
      switchLabel={_('auth.login')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
        <TextField
          label={_('auth.name')}
          autoComplete="name"
          placeholder={_('auth.namePlaceholder')}
          required
          error={errors.name?.message && translateShared(errors.name.message)}
          {...register('name')}
        />
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
        <PasswordField
          label={_('auth.password')}
          autoComplete="new-password"
          placeholder={_('auth.choosePassword')}
          hint={_('auth.passwordHint')}
          required
          error={errors.password?.message && translateShared(errors.password.message)}
          {...register('password')}
        />
        <ImageField
          label={_('auth.profileImage')}
          required
          error={errors.photo?.message}
          progress={photoUpload.progress}
          {...register('photo')}
        />
        <SubmitButton pending={isSubmitting} className="mt-4 w-full">
          {_('auth.register')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
