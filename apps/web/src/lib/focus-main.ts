/**
 * After a sign-in has taken the user to the next page, focus goes to that page's main landmark
 * (the root layout's <main id="main" tabindex="-1">): the form that had it is going away, and
 * without this a keyboard or screen reader user would start again from the top of the document.
 * A page that focuses a field of its own as it mounts still does so afterwards.
 */
export function focusMainContent(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}
