import { useDocumentTitle } from '../../../lib/use-document-title';

/** The verified property list; search, sorting and cards come with their issue. */
export function AllPropertyPage() {
  useDocumentTitle('All Property');
  return (
    <section>
      <h1 className="text-3xl font-bold">All Property</h1>
    </section>
  );
}
