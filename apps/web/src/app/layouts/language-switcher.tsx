import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, pathInLocale, type Locale } from '@elite/shared/locales';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { currentLocale, useLingui } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/public-config';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * The same page in each other language the site offers (CONTRACT.md section 11): plain links,
 * so another locale is a page load of its own (its server-rendered HTML, its texts). A signed-in
 * user's choice is kept on the account first: their e-mails follow it.
 */
function useLanguageLinks() {
  const { data: config } = usePublicConfig();
  const location = useLocation();
  const { user } = useAuth();
  const offered = config?.locales ?? [];
  const links = offered.map((locale) => ({
    locale,
    href: `${pathInLocale(location.pathname, locale, offered)}${location.search}${location.hash}`,
  }));
  const choose = (locale: Locale, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!user || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void apiRequest('/auth/me', { method: 'PATCH', body: { locale } })
      .catch(() => undefined)
      .finally(() => window.location.assign(href));
  };
  return { links, choose, current: currentLocale() };
}

/** Each offered language as a list item linking to this page in it; the current one marked. */
function LanguageItems({ activeClass, otherClass }: { activeClass: string; otherClass?: string }) {
  const { links, choose, current } = useLanguageLinks();
  return links.map(({ locale, href }) => (
    <li key={locale}>
      <a
        href={href}
        hrefLang={locale}
        lang={locale}
        aria-current={locale === current ? 'true' : undefined}
        className={locale === current ? activeClass : otherClass}
        onClick={choose(locale, href)}
      >
        {LOCALE_NAMES[locale]}
      </a>
    </li>
  ));
}

/** The footer's list of languages. */
export function FooterLanguages() {
  const { _ } = useLingui();
  const { links } = useLanguageLinks();
  if (links.length < 2) return null;
  return (
    <nav aria-labelledby="footer-languages">
      <h2 id="footer-languages" className="footer-title">
        {_('common.language')}
      </h2>
      <ul className="flex flex-col gap-2">
        <LanguageItems activeClass="font-semibold" otherClass="link link-hover" />
      </ul>
    </nav>
  );
}

/** The navigation bar's language menu: the current language's code, the others in a list. */
export function NavbarLanguages() {
  const { _ } = useLingui();
  const { links, current } = useLanguageLinks();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, close, container, trigger);
  if (links.length < 2) return null;
  // On a phone the languages are in the navigation menu (MenuLanguages): the bar has no room.
  return (
    <div ref={container} className="relative hidden sm:block">
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-sm uppercase"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {current}
        <span className="sr-only">
          {' '}
          {_('common.chooseLanguage', { language: LOCALE_NAMES[current] })}
        </span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="menu bg-base-100 rounded-box border-base-300 absolute end-0 z-40 mt-2 w-44 border p-2 shadow-lg"
      >
        <LanguageItems activeClass="menu-active" />
      </ul>
    </div>
  );
}

/** The languages as items of the phone's navigation menu, under a heading of their own. */
export function MenuLanguages() {
  const { _ } = useLingui();
  const { links } = useLanguageLinks();
  if (links.length < 2) return null;
  return (
    <li className="sm:hidden">
      <h2 className="menu-title">{_('common.language')}</h2>
      <ul>
        <LanguageItems activeClass="menu-active" />
      </ul>
    </li>
  );
}
