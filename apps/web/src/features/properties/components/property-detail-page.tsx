import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** One property (signed in only); its details, wishlist and reviews come with their issue. */
export function PropertyDetailPage() {
  useDocumentTitle('Property details');
  const { id } = useParams();
  return (
    <section>
      <h1 className="text-3xl font-bold">Property details</h1>
      <p className="text-base-content/80 mt-2">Property {id}</p>
    </section>
  );
}
