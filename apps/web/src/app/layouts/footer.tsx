import { Link } from 'react-router';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { useSiteName } from '../../lib/public-config';
import { FooterLanguages } from './language-switcher';
import { useLingui } from '../../lib/i18n';

const serviceLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/login', label: 'nav.login' },
  { to: '/register', label: 'nav.register' },
  { to: '/allProperty', label: 'nav.allProperty' },
  { to: '/Dashboard', label: 'nav.dashboard' },
] as const;

const socialNetworks = ['Twitter', 'Instagram', 'Facebook', 'Github'] as const;

/** The privacy notice and the accessibility statement (CONTRACT.md section 16). */
const legalLinks = [
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/accessibility', label: 'nav.accessibility' },
] as const;

type FooterLink = (typeof serviceLinks | typeof legalLinks)[number];

function FooterLinks({ links, className }: { links: readonly FooterLink[]; className: string }) {
  const { _ } = useLingui();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className="link link-hover">
            {_(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const siteName = useSiteName();
  const { _ } = useLingui();

  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer sm:footer-horizontal mx-auto max-w-[1600px] gap-10 px-6 py-12 sm:px-10">
        <aside className="max-w-xs">
          <p className="text-xl font-bold">{siteName}</p>
          <p className="text-neutral-content/90 text-sm">{_('nav.footerTagline')}</p>
        </aside>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-title">
            {_('nav.services')}
          </h2>
          <FooterLinks links={serviceLinks} className="flex flex-col gap-2" />
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer-title">
            {_('nav.social')}
          </h2>
          <ul className="flex flex-col gap-2">
            {socialNetworks.map((network) => (
              <li key={network}>{network}</li>
            ))}
          </ul>
        </section>
        <FooterLanguages />
        <NewsletterForm />
      </div>
      <div className="border-neutral-content/20 border-t">
        <div className="mx-auto flex max-w-[1600px] flex-wrap justify-center gap-x-6 gap-y-2 px-6 py-4 text-center text-sm">
          <p>{_('nav.copyright', { siteName })}</p>
          <FooterLinks links={legalLinks} className="flex gap-4" />
        </div>
      </div>
    </footer>
  );
}
