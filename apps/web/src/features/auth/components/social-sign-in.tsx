import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { SocialProvider as Provider } from '@elite/shared';
import { useAuth } from '../../../lib/auth';
import { translateShared, useLingui } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { focusMainContent } from '../../../lib/focus-main';
import { returnPathFrom } from '../../../lib/return-path';
import {
  listenForOutcome,
  openSignInPopup,
  signInErrorText,
  signInStartUrl,
} from '../social-sign-in-channel';

const providers: {
  id: Provider;
  label: 'auth.continueWithGoogle' | 'auth.continueWithFacebook';
  icon: ReactNode;
}[] = [
  {
    id: 'google',
    label: 'auth.continueWithGoogle',
    icon: (
      <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
        />
      </svg>
    ),
  },
  {
    id: 'facebook',
    label: 'auth.continueWithFacebook',
    icon: (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          fill="#1877F2"
          d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
        />
      </svg>
    ),
  },
];

/**
 * Google and Facebook sign-in (CONTRACT.md section 3), under an "or" after the form. A configured
 * provider opens the server's authorization-code flow in a 500x600 popup, which reports back over
 * a BroadcastChannel; a blocked popup becomes a full-page redirect. Only the providers the server
 * has credentials for (GET /api/config) are offered, none while that is not known. A failed
 * sign-in comes back as `?error=`, shown as an alert.
 */
export function SocialSignIn() {
  const { _ } = useLingui();
  const config = usePublicConfig();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const error = signInErrorText(searchParams.get('error'));
  const returnPath = returnPathFrom(location.state);
  const { acceptSignIn } = auth;

  /** Shows (or clears) a failure as `?error=`, keeping the page the guard sent the visitor from. */
  const showError = useCallback(
    (message: string | null) => {
      const search = message === null ? '' : `?${new URLSearchParams({ error: message })}`;
      void navigate({ search }, { replace: true, state: location.state });
    },
    [navigate, location.state],
  );

  useEffect(
    () =>
      listenForOutcome((outcome) => {
        if (outcome.type === 'failed') {
          // SPEC.md section 8: social sign-in failures are logged; CONTRACT.md: and explained.
          console.warn('Social sign-in failed:', outcome.message);
          showError(outcome.message);
          return;
        }
        acceptSignIn(outcome.result);
        toast.success(translateShared(messages.loginSuccess));
        void Promise.resolve(navigate(returnPath, { replace: true })).then(focusMainContent);
      }),
    [acceptSignIn, navigate, returnPath, showError],
  );

  const offered = providers.filter((provider) => config.data?.providers[provider.id] === true);

  const start = (provider: Provider) => {
    if (error) showError(null);
    if (openSignInPopup(provider)) return;
    // The browser blocked the popup: the same sign-in in this window.
    window.location.assign(signInStartUrl(provider, { popup: false, returnTo: returnPath }));
  };

  if (offered.length === 0 && !error) return null;
  return (
    <div className="flex flex-col gap-3">
      {offered.length > 0 && <div className="divider my-0 text-sm">{_('auth.or')}</div>}
      {error && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {translateShared(error)}
        </div>
      )}
      {offered.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="btn btn-outline w-full"
          onClick={() => start(provider.id)}
        >
          {provider.icon}
          {_(provider.label)}
        </button>
      ))}
    </div>
  );
}
