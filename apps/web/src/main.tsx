import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { formatMoney } from '@elite/shared/money';
import { App } from './app/providers';
import { appRouter, loadInitialPages, pageLocale, renderedOnServer } from './app/router';
import { readToken } from './lib/api-client';
import { activateLocale, loadAllTexts } from './lib/i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Ends the current task: the browser may paint and respond to input before the next step runs. A
 * message to this page (not a timer, which background tabs slow to once a second).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Starting the app takes a phone a few hundred milliseconds of work; it is cut into tasks so
 * that none blocks input for long (Total Blocking Time): this module's code is evaluated; then
 * the router is made, which starts the page's reads (route loaders); while they travel, the
 * locale data every price needs is loaded (the page's first Intl formatter, about 20 ms on a
 * desktop core); then the page is rendered or, over the server's HTML, hydrated, itself a
 * transition, which React yields from every few milliseconds.
 */
async function start(root: HTMLElement) {
  // Another locale's texts (a chunk of their own) are there before the first render, which must
  // match the server's HTML.
  await Promise.all([activateLocale(pageLocale), loadInitialPages()]);
  await nextTask();
  appRouter();
  await nextTask();
  formatMoney(0);
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (renderedOnServer) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The rest of the texts, before a signed-in visitor heads anywhere (their menus, messages and
  // notifications use them). A visitor who is not signed in gets them with the first page that
  // needs them (app/lazy-page.ts): the home page's own download stays within its budget.
  if (readToken() === null) return;
  await nextTask();
  void loadAllTexts();
}

void start(container);
