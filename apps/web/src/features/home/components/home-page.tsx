import { useDocumentTitle } from '../../../lib/use-document-title';

/** The home page; the hero carousel and the advertised and review grids come with their issues. */
export function HomePage() {
  useDocumentTitle();
  return (
    <section>
      <h1 className="text-3xl font-bold">Home</h1>
    </section>
  );
}
