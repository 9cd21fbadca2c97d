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
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

const registerFormSchema = registerBodySchema
  .omit({ photoURL: true })
  .extend({ photo: imageFileSchema('Profile image') });

export function RegisterPage() {
  useDocumentTitle('Register');
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
      toast.success(messages.registrationSuccess);
      if (photoSaved) {
        toast.success(messages.profileUpdateSaved);
      } else if (isApiError(photoError, 404)) {
        // The image service is not on this server yet; the account simply has no photo.
        console.warn('Image upload is unavailable; registered without a profile image');
      } else if (photoError) {
        toast.error(`Your profile image was not saved: ${errorMessage(photoError)}`);
      }
      await navigate(returnPathFrom(location.state), { replace: true });
      focusMainContent();
    } catch (error) {
      const message = errorMessage(error);
      if (message === messages.passwordPolicy) {
        setError('password', { message }, { shouldFocus: true });
      } else if (isApiError(error, 409)) {
        setError('email', { message }, { shouldFocus: true });
      }
      toast.error(message);
    }
  });

  return (
    <AuthCard
      title="Register"
      switchPrompt="Already have an account?"
      switchTo="/login"
      switchLabel="Login"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
        <TextField
          label="Name"
          autoComplete="name"
          placeholder="Your full name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="Choose a password"
          hint="At least 6 characters, with an uppercase letter and a special character."
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <ImageField
          label="Profile image"
          required
          error={errors.photo?.message}
          progress={photoUpload.progress}
          {...register('photo')}
        />
        <SubmitButton pending={isSubmitting} className="mt-4 w-full">
          Register
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
