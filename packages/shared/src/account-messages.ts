import { formatMoney } from './money';

/**
 * The texts of signing in, accounts, limits and card payments, re-exported by messages.ts: apart
 * from SPEC.md's texts there so that only the pages that show them load them.
 */

/**
 * Why a Google or Facebook sign-in did not complete (CONTRACT.md section 3). The server puts one
 * of these in `/login?error=`; the web app shows only texts from this list.
 */
export const socialSignInMessages = {
  stateInvalid: 'This sign-in attempt has expired or could not be verified. Please try again.',
  notThisBrowser:
    'You were not signed in: this sign-in was not started in this browser, or it took too long. To sign in, start again on this page.',
  cancelled: 'The sign-in was cancelled, so nothing was changed.',
  providerFailed: 'The sign-in provider could not sign you in. Please try again.',
  emailMissing:
    'The sign-in provider did not share an e-mail address, which this site needs to sign you in.',
  emailNotVerified:
    'An account with this e-mail already exists. Log in with your password: the sign-in provider has not confirmed that this e-mail is yours.',
  codeInvalid: 'This sign-in has expired or was already used. Please sign in again.',
} as const;

/** Card payment responses (CONTRACT.md section 5). */
export const paymentMessages = {
  offerNotPayable: 'Only an accepted offer can be paid',
  amountDueChanged:
    'The amount due for this offer has changed. Reload the page to pay the new amount.',
  priceMismatch: 'The price does not match the accepted offer',
  paymentNotVerified: 'No successful payment for this offer matches this transaction id',
  alreadySold: 'This property has already been sold',
  listingWithdrawn:
    'This home is no longer offered on Elite Property, so it cannot be paid for. Your card has not been charged.',
  listingWithdrawnRefunded:
    'This home is no longer offered on Elite Property, so the purchase was not recorded. Your payment is being refunded in full.',
  alreadyPaid: 'This offer has already been paid',
  noSaleRecorded: 'No payment has been recorded for this offer',
  sandboxOnly: 'Sandbox payments are not enabled on this site',
  stripeOnly: 'Stripe payments are not enabled on this site',
  badSignature: 'Invalid Stripe signature',
} as const;

/**
 * What the buyer is told the card pays (CONTRACT.md section 5): the offered price up to the card
 * cap, above it a reservation deposit, the rest being settled with the agent.
 */
export const cardPaymentTexts = {
  payButton: (amountDue: number, deposit: boolean) =>
    deposit ? `Pay ${formatMoney(amountDue)} deposit` : `Pay ${formatMoney(amountDue)}`,
  depositLabel: (percent: number) => `${percent}% reservation deposit`,
  depositExplained: (percent: number, price: number, amountDue: number) =>
    `One card payment is limited to $999,999.99, so for this ${formatMoney(price)} home your card pays a ${percent}% reservation deposit of ${formatMoney(amountDue)}. The remaining ${formatMoney(price - amountDue)} is settled with the agent.`,
  restWithAgent: 'Settled with the agent',
  /** A bought offer paid by a deposit: what it says instead of "Bought". */
  depositPaid: 'Deposit paid',
  toSettle: (rest: number) => `${formatMoney(rest)} to settle with the agent`,
  /** A 409 on the payment page: the listing the offer is for is no longer offered. */
  refusedTitle: 'This offer can no longer be paid',
  receiptTitle: 'Payment receipt',
  offerChargeFull: (amountDue: number) =>
    `If the agent accepts, your card will be charged ${formatMoney(amountDue)}.`,
  offerChargeDeposit: (percent: number, price: number, amountDue: number) =>
    `If the agent accepts, your card will be charged a ${percent}% reservation deposit of ${formatMoney(amountDue)}; the remaining ${formatMoney(price - amountDue)} is settled with the agent.`,
  offerChargeHint: (percent: number) =>
    `Card payments are limited to $999,999.99; above that, the card pays a ${percent}% reservation deposit and the rest is settled with the agent.`,
} as const;

/** Abuse limits (429): each says what was refused and when to try again. */
export const limitMessages = {
  tooManyRequests: 'Too many requests from your address. Please wait a minute and try again.',
  tooManyLoginAttempts:
    'Too many failed sign-in attempts for this account from your address. Please wait 15 minutes and try again.',
  loginSlowedDown:
    'This account has had many failed sign-in attempts, so sign-ins are slowed down. Please wait a few seconds and try again.',
  tooManyLoginsFromAddress:
    'Too many sign-in attempts from your address. Please wait a few minutes and try again.',
  // Counted per attempt, created or not (issue 24): it says what happened either way.
  tooManyRegistrations:
    'Too many attempts to create an account from your address. Please try again later.',
  tooManyWrites: 'You are making changes too quickly. Please wait a minute and try again.',
  tooManyListingReports: 'You have sent many reports in a short time. Please try again in an hour.',
} as const;

/** The web app's texts for e-mail verification, password reset and change, signing out everywhere. */
export const accountMessages = {
  verifyingEmail: 'Confirming your e-mail address…',
  emailConfirmedTitle: 'Your e-mail address is confirmed',
  emailConfirmed: (email: string) =>
    `Thank you: ${email} is confirmed, so alerts and digests by e-mail can now reach you.`,
  verifyLinkFailedTitle: 'This link no longer works',
  verifyLinkMissing: 'This link is incomplete. Open the whole link from the e-mail.',
  verifySignInToResend: 'Sign in to get a new link',
  unverifiedTitle: 'Please confirm your e-mail address',
  unverifiedNotice: (email: string) =>
    `We sent a link to ${email}. Alerts and digests by e-mail wait until you open it; everything else already works.`,
  resendLink: 'Resend the link',
  verificationSent: (email: string) => `A new link is on its way to ${email}.`,
  forgotPasswordLink: 'Forgot password?',
  forgotPasswordTitle: 'Forgot password',
  forgotPasswordIntro:
    'Enter the e-mail address of your account and we will send it a link to choose a new password.',
  sendResetLink: 'Send the link',
  resetLinkSent: (email: string) =>
    `If an account uses ${email}, a link to choose a new password is on its way to it. The link works once, for one hour.`,
  resetPasswordTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm the new password',
  passwordsDiffer: 'The two passwords are not the same',
  setNewPassword: 'Save the new password',
  passwordResetDone: 'Your password is changed. Sign in with the new one.',
  resetLinkMissing:
    'This link is incomplete. Open the whole link from the e-mail, or ask for a new one.',
  requestNewResetLink: 'Ask for a new link',
  changePasswordTitle: 'Change password',
  currentPassword: 'Current password',
  changePassword: 'Change password',
  passwordChanged: 'Your password is changed. Your other devices are signed out.',
  signOutEverywhereTitle: 'Sign out everywhere',
  signOutEverywhereIntro: 'Signs this account out on every device and browser, this one included.',
  signOutEverywhereQuestion: 'Sign out on every device?',
  signOutEverywhereConfirm: 'Sign out everywhere',
  signedOutEverywhere: 'You are signed out on every device.',
} as const;

/** E-mail verification, password reset and change, signing out everywhere (CONTRACT.md section 3). */
export const identityMessages = {
  nameControlCharacters: 'Name must not contain line breaks, tabs or other control characters',
  verifyLinkInvalid:
    'This verification link has expired or was already used. Sign in and ask for a new link.',
  alreadyVerified: 'Your e-mail address is already verified',
  resetLinkInvalid:
    'This password reset link has expired or was already used. Please ask for a new one.',
  currentPasswordIncorrect: 'Your current password is incorrect',
  tooManyLinkRequests:
    'Too many e-mails asked for in a short time. Please check your inbox or try again in an hour.',
} as const;

/** The way past a slowed-down sign-in: a code e-mailed to the account (issue 36 item 10). */
export const signInCodeTexts = {
  offer: 'Or we can e-mail you a code that lets you sign in now, in this browser.',
  ask: 'E-mail me a sign-in code',
  askAgain: 'Send another code',
  sent: 'If an account uses this e-mail address, a sign-in code is on its way to it. Enter the code below with your password: it works once, within 15 minutes, in this browser only.',
  label: 'Sign-in code',
  hint: 'From the e-mail “Your sign-in code”, for example ABCDE-FGHJK.',
  refused:
    'This code did not let you in: it may be mistyped, used or expired, or asked for in another browser. Check it, or ask for another code.',
} as const;
