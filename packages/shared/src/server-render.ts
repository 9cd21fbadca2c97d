/**
 * The server-render contract between the API server (apps/server/src/modules/seo/pages-plugin.ts) and the web
 * app's server entry (apps/web/src/entry-server.tsx, built to dist-ssr/entry-server.js), which
 * the server imports at run time: what a server-rendered page was rendered from. Types only.
 */
import type { Locale } from './locales';

export interface RenderedPage {
  /**
   * What goes inside <div id="root">; empty for a page the browser renders (a property's, which
   * may still bring `head`).
   */
  html: string;
  /** The <script type="application/json"> with the state the browser starts from. */
  state: string;
  /** What goes at the end of <head>. */
  head: string;
}

/** What the server knows of the visitor: whether the browser holds a sign-in token (a cookie says so). */
export interface Visitor {
  signedIn: boolean;
  /** The page's locale (CONTRACT.md section 11); `en` when unsaid. */
  locale?: Locale;
  /** The prefix of that locale's pages (`/es`), empty for the default locale's. */
  base?: string;
}

/** Null for a page the server cannot render as a visitor would see it: the browser renders it. */
export type Render = (url: string, visitor?: Visitor) => Promise<RenderedPage | null>;
