/** What other features use of the account's pages: the profile's account sections. */
export { ChangePasswordForm } from './components/change-password-form';
export { PasswordField } from './components/password-field';
export { SignOutEverywhere } from './components/sign-out-everywhere';
export { UnverifiedEmailNotice } from './components/unverified-email-notice';
