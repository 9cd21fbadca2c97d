import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { translateShared, useLingui } from '../../../lib/i18n';
import { downloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * My Profile's "Your data" (CONTRACT.md section 16): download everything the site holds about
 * me as one JSON file, or delete my account.
 */
export function PrivacySection() {
  const { _ } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(translateShared(errorMessage(error)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section
      aria-labelledby="privacy-title"
      className="card border-base-300 bg-base-100 max-w-2xl border shadow-sm"
    >
      <div className="card-body items-start gap-2">
        <h2 id="privacy-title" className="card-title">
          {_('privacy-account.title')}
        </h2>
        <p className="text-base-content/80">{_('privacy-account.intro')}</p>
        <button
          type="button"
          className="btn btn-primary btn-outline mt-1"
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading && <Spinner size="sm" />}
          {_('privacy-account.download')}
        </button>
        <p role="status" className="sr-only">
          {downloading ? _('privacy-account.downloading') : ''}
        </p>
        <h3 className="mt-4 text-lg font-semibold">{_('privacy-account.deleteTitle')}</h3>
        <p className="text-base-content/80">{_('privacy-account.deleteIntro')}</p>
        <button
          type="button"
          className="btn btn-error btn-outline mt-1"
          onClick={() => setDeleting(true)}
        >
          {_('privacy-account.deleteButton')}
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
