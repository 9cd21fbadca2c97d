import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@elite/shared/messages';
import { translateShared, useLingui } from '../../../lib/i18n';

/**
 * The home page's search box, under the hero: a place takes the visitor to All Property's
 * results for it (an empty box, to every listing). A plain form, so it works before hydration.
 */
export function HomeSearch() {
  const { _ } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const location = String(new FormData(event.currentTarget).get('location') ?? '').trim();
    void navigate(location ? `/allProperty?${new URLSearchParams({ location })}` : '/allProperty');
  };
  return (
    <form
      role="search"
      action="/allProperty"
      onSubmit={onSubmit}
      className="bg-base-200 rounded-box mx-auto flex w-full max-w-2xl flex-col gap-2 p-4"
    >
      <label htmlFor={id} className="font-semibold">
        {translateShared(messages.homeSearchLabel)}
      </label>
      <div className="join w-full">
        <input
          id={id}
          name="location"
          type="search"
          placeholder={translateShared(messages.searchLocationHint)}
          maxLength={100}
          className="input join-item w-full min-w-0"
        />
        <button type="submit" className="btn btn-primary join-item">
          {_('home.search')}
        </button>
      </div>
    </form>
  );
}
