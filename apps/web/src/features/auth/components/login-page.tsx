import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { loginBodySchema } from '@elite/shared';
import { accountMessages, messages } from '@elite/shared/messages';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { focusMainContent } from '../../../lib/focus-main';
import { returnPathFrom } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { SocialSignIn } from './social-sign-in';

export function LoginPage() {
  useDocumentTitle('Login');
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await auth.login(body);
      toast.success(messages.loginSuccess);
      await navigate(returnPathFrom(location.state), { replace: true });
      focusMainContent();
    } catch (error) {
      if (isApiError(error, 401)) {
        setError('password', { message: messages.passwordNotMatching }, { shouldFocus: true });
        toast.error(messages.passwordIncorrect);
      } else {
        toast.error(errorMessage(error));
      }
    }
  });

  return (
    <AuthCard
      title="Login"
      switchPrompt="New to the site?"
      switchTo="/register"
      switchLabel="Register"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
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
          autoComplete="current-password"
          placeholder="Your password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to="/forgot-password" className="link link-primary self-end text-sm">
          {accountMessages.forgotPasswordLink}
        </Link>
        <SubmitButton pending={isSubmitting} className="mt-4 w-full">
          Login
        </SubmitButton>
      </form>
      <SocialSignIn />
    </AuthCard>
  );
}
