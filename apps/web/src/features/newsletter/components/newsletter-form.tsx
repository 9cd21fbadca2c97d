import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { SubmitButton } from '../../../components/ui/submit-button';
import { translateShared, useLingui } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSubscribeToNewsletter } from '../api/subscribe';

/** The check and its schema load on first use: the footer is on every page. */
const loadCheck = () => import('./newsletter-validation');
/** So do the toasts (app-shell.tsx). */
const toast = async (kind: 'success' | 'error', text: string) =>
  (await import('react-toastify/unstyled')).toast[kind](translateShared(text));

/**
 * The footer's newsletter sign-up. Checked on submit, then again on every change once a
 * submit has failed (as the other forms behave), without a form library: the footer is on
 * every page, the first one included.
 */
export function NewsletterForm() {
  const { _ } = useLingui();
  const subscribe = useSubscribeToNewsletter();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  // On a server-rendered page, the form only works once the page is hydrated: until then its button is
  // disabled, so that neither a click nor Enter sends the address in the page's URL instead.
  const hydrated = useHydrated();

  const check = async (value: string) => (await loadCheck()).checkNewsletterEmail(value);

  const onChange = (value: string) => {
    setEmail(value);
    if (submitted)
      void check(value).then((result) => setError('error' in result ? result.error : undefined));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    setSubmitted(true);
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(email);
    } catch (failure) {
      void toast('error', errorMessage(failure));
      return;
    }
    if ('error' in result) {
      setError(result.error);
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      const { message } = await subscribe.mutateAsync(result.email);
      void toast('success', message);
      setEmail('');
      setSubmitted(false);
    } catch (failure) {
      void toast('error', errorMessage(failure));
    }
  };

  const sending = subscribe.isPending;
  const errorId = 'newsletter-email-error';

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="w-full max-w-sm"
      aria-label={_('newsletter.title')}
    >
      <h2 className="footer-title">{_('newsletter.title')}</h2>
      <label htmlFor="newsletter-email" className="mb-2 block text-sm">
        {_('newsletter.emailLabel')}
      </label>
      <div className="join w-full">
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={_('newsletter.emailPlaceholder')}
          dir="ltr"
          className={`input join-item text-base-content w-full ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          readOnly={sending}
          value={email}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => void loadCheck().catch(() => undefined)}
        />
        <SubmitButton pending={sending} disabled={!hydrated} className="join-item">
          {_('newsletter.subscribe')}
        </SubmitButton>
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-300">
          {translateShared(error)}
        </p>
      )}
    </form>
  );
}
