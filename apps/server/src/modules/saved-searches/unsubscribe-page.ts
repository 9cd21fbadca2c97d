import { escapeHtml } from '../../lib/html';

/** The page's own policy: its one inline style sheet and its form to this site, nothing else. */
export const UNSUBSCRIBE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * What the page shows: the question with its button (the link opened: nothing changed yet, as
 * mail scanners open links too), the answer, or a link that is not valid.
 */
export type UnsubscribeOutcome =
  { kind: 'confirm'; action: string; button: string } | { kind: 'done' } | { kind: 'invalid' };

/**
 * What a browser following an alert e-mail's unsubscribe link sees (CONTRACT.md section 9): a
 * small page of its own, with no script and no sign-in, saying what happened and where to go.
 */
export function unsubscribePage(
  siteName: string,
  message: string,
  outcome: UnsubscribeOutcome,
): string {
  const title =
    outcome.kind === 'confirm'
      ? 'Turn off alerts?'
      : outcome.kind === 'done'
        ? 'Alerts turned off'
        : 'Link not valid';
  const form =
    outcome.kind === 'confirm'
      ? `<form method="post" action="${escapeHtml(outcome.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(outcome.button)}</button></form>\n`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f4f5;color:#18181b;line-height:1.5}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.5rem;margin:0 0 1rem}
.brand{font-weight:700;color:#1d4ed8;text-decoration:none;display:inline-block;margin-bottom:1.5rem}
a.button{display:inline-block;margin:1rem 1rem 0 0;padding:.625rem 1rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none}
a.link{color:#1d4ed8;display:inline-block;margin-top:1rem}
button{font:inherit;padding:.625rem 1rem;border:0;border-radius:.5rem;background:#b91c1c;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
@media (max-width:36rem){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
</style></head>
<body><main>
<a class="brand" href="/">${escapeHtml(siteName)}</a>
<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
${form}<p><a class="button" href="/dashboard/savedSearches">Manage saved searches</a><a class="link" href="/allProperty">Browse homes</a></p>
</main></body></html>
`;
}
