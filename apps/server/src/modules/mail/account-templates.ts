import { DEFAULT_LOCALE, type Locale } from '@elite/shared/locales';
import { compose, mailLinks, translator, type Letter, type Person, type Site } from './templates';

/**
 * The account's own e-mails (decisions 044 and 052): the link that proves the address, the
 * link that sets a new password and the code that lets a slowed-down sign-in through, each in
 * the recipient's locale (CONTRACT.md section 11).
 */

/** An e-mailed link's secret, for the account `to` (decision 044). */
export interface AccountLinkMail {
  to: Person;
  token: string;
}

/** What an account-link e-mail says: its kind, its texts' keys (literal) and where it leads. */
interface AccountLinkLetter {
  kind: 'email_verification' | 'password_reset';
  subject: string;
  paragraphs: [first: string, second: string, third: string];
  action: string;
  path: (token: string) => string;
}

/** The e-mail of an account link, in `locale`: "the link is for {email}", two lines, the link. */
const accountLinkMail =
  (letter: AccountLinkLetter) =>
  (site: Site, { to, token }: AccountLinkMail, locale: Locale = DEFAULT_LOCALE): Letter => {
    const t = translator(locale);
    const [first, second, third] = letter.paragraphs;
    return compose(site, {
      kind: letter.kind,
      to,
      locale,
      subject: t(letter.subject, { site: site.name }),
      paragraphs: [t(first, { email: to.email }), t(second), t(third)],
      action: { label: t(letter.action), path: letter.path(token) },
    });
  };

/** Registration, or "send the link again": the link proves the address (24 hours, once). */
export const emailVerificationMail = accountLinkMail({
  kind: 'email_verification',
  subject: 'mail.verifyEmail.subject',
  paragraphs: ['mail.verifyEmail.p1', 'mail.verifyEmail.p2', 'mail.verifyEmail.p3'],
  action: 'mail.verifyEmail.action',
  path: mailLinks.verifyEmail,
});

/** "Forgot password": the link sets a new password (1 hour, once) and signs out everywhere. */
export const passwordResetMail = accountLinkMail({
  kind: 'password_reset',
  subject: 'mail.passwordReset.subject',
  paragraphs: ['mail.passwordReset.p1', 'mail.passwordReset.p2', 'mail.passwordReset.p3'],
  action: 'mail.passwordReset.action',
  path: mailLinks.resetPassword,
});

/** A code that lets a slowed-down sign-in through, in the browser that asked (decision 052). */
export function signInCodeMail(
  site: Site,
  { to, code }: { to: Person; code: string },
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = translator(locale);
  return compose(site, {
    kind: 'sign_in_code',
    to,
    locale,
    subject: t('mail.signInCode.subject'),
    paragraphs: [
      t('mail.signInCode.p1', { site: site.name, email: to.email }),
      code,
      t('mail.signInCode.p2'),
      t('mail.signInCode.p3'),
    ],
    action: { label: t('mail.signInCode.action'), path: '/login' },
  });
}
