import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { loginBodySchema } from '@elite/shared';
import { accountMessages, limitMessages, messages, signInCodeTexts } from '@elite/shared/messages';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { requestSignInCode } from '../../../lib/auth-api/login-code';
import { focusMainContent } from '../../../lib/focus-main';
import { returnPathFrom } from '../../../lib/return-path';
import { translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { sameMessage } from './same-message';
import { PasswordField } from './password-field';
import { SocialSignIn } from './social-sign-in';

export function LoginPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('auth.login'));
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  // Sign-ins slowed down by guesses from elsewhere: an e-mailed code lets the owner through.
  const [slowedDown, setSlowedDown] = useState(false);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (codeSent) setFocus('code');
  }, [codeSent, setFocus]);

  const sendCode = async () => {
    if (sending || !(await trigger('email', { shouldFocus: true }))) return;
    setSending(true);
    try {
      setCodeSent(await requestSignInCode(getValues('email')));
    } catch (error) {
      toast.error(translateShared(errorMessage(error)));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = handleSubmit(async ({ code, ...body }) => {
    try {
      await auth.login(codeSent && code ? { ...body, code } : body);
      toast.success(translateShared(messages.loginSuccess));
      await navigate(returnPathFrom(location.state), { replace: true });
      focusMainContent();
    } catch (error) {
      if (isApiError(error, 401)) {
        setError(
          'password',
          { message: translateShared(messages.passwordNotMatching) },
          { shouldFocus: true },
        );
        toast.error(translateShared(messages.passwordIncorrect));
      } else if (
        isApiError(error, 429) &&
        sameMessage(error.message, limitMessages.loginSlowedDown)
      ) {
        setSlowedDown(true);
        if (codeSent && code) {
          setError(
            'code',
            { message: translateShared(signInCodeTexts.refused) },
            { shouldFocus: true },
          );
        }
      } else {
        toast.error(translateShared(errorMessage(error)));
      }
    }
  });

  return (
    <AuthCard
      title={_('auth.login')}
      switchPrompt={_('auth.newToSite')}
      switchTo="/register"
      switchLabel={_('auth.register')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
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
          autoComplete="current-password"
          placeholder={_('auth.passwordPlaceholder')}
          required
          error={errors.password?.message && translateShared(errors.password.message)}
          {...register('password')}
        />
        <Link to="/forgot-password" className="link link-primary self-end text-sm">
          {translateShared(accountMessages.forgotPasswordLink)}
        </Link>
        {slowedDown && (
          <div role="alert" className="alert alert-warning mt-3 flex flex-col items-start gap-2">
            <p className="break-words">{translateShared(limitMessages.loginSlowedDown)}</p>
            <p className="break-words">{translateShared(signInCodeTexts.offer)}</p>
            <button
              type="button"
              className="btn btn-outline btn-sm max-w-full"
              aria-busy={sending}
              onClick={() => void sendCode()}
            >
              {sending && <span className="loading loading-spinner loading-xs" aria-hidden />}
              {translateShared(codeSent ? signInCodeTexts.askAgain : signInCodeTexts.ask)}
            </button>
          </div>
        )}
        {codeSent && (
          <>
            <p role="status" className="alert alert-info alert-soft mt-3 break-words">
              {translateShared(codeSent)}
            </p>
            <TextField
              label={translateShared(signInCodeTexts.label)}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              hint={translateShared(signInCodeTexts.hint)}
              error={errors.code?.message && translateShared(errors.code.message)}
              {...register('code')}
            />
          </>
        )}
        <SubmitButton pending={isSubmitting} className="mt-4 w-full">
          {_('auth.login')}
        </SubmitButton>
      </form>
      <SocialSignIn />
    </AuthCard>
  );
}
