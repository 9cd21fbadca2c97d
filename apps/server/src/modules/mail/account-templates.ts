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

/** Registration, or "send the link again": the link proves the address (24 hours, once). */
export function emailVerificationMail(
  site: Site,
  { to, token }: AccountLinkMail,
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = translator(locale);
  return compose(site, {
    kind: 'email_verification',
    to,
    locale,
    subject: t('mail.verifyEmail.subject', { site: site.name }),
    paragraphs: [
      t('mail.verifyEmail.p1', { email: to.email }),
      t('mail.verifyEmail.p2'),
      t('mail.verifyEmail.p3'),
    ],
    action: { label: t('mail.verifyEmail.action'), path: mailLinks.verifyEmail(token) },
  });
}

/** "Forgot password": the link sets a new password (1 hour, once) and signs out everywhere. */
export function passwordResetMail(
  site: Site,
  { to, token }: AccountLinkMail,
  locale: Locale = DEFAULT_LOCALE,
): Letter {
  const t = translator(locale);
  return compose(site, {
    kind: 'password_reset',
    to,
    locale,
    subject: t('mail.passwordReset.subject', { site: site.name }),
    paragraphs: [
      t('mail.passwordReset.p1', { email: to.email }),
      t('mail.passwordReset.p2'),
      t('mail.passwordReset.p3'),
    ],
    action: { label: t('mail.passwordReset.action'), path: mailLinks.resetPassword(token) },
  });
}

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
