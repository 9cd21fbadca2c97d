/** What other features and the app shell may use of messages (docs/decisions/020). */
export { UnreadMessagesLink } from './components/unread-messages-link';

/** The Contact agent form, in its own chunk: loaded when the button is about to be used. */
export const loadContactAgentDialog = () => import('./components/contact-agent-dialog');
