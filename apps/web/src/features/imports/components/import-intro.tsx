import { toast } from 'react-toastify/unstyled';
import {
  AGENT_EMAIL_COLUMN,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
} from '@elite/shared';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import { downloadImportTemplate, downloadListingsExport } from '../api/listing-imports';

/** Runs a download, and says so when it fails. */
function download(run: () => Promise<void>) {
  run().catch((error: unknown) => void toast.error(errorMessage(error)));
}

/** What an import file holds and what an import does, with the template and the export. */
export function ImportIntro({ admin }: { admin: boolean }) {
  const { _ } = useLingui();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="imports-how">
      <h2 id="imports-how" className="text-xl font-semibold">
        {_('imports.howTitle')}
      </h2>
      <ul className="list-disc space-y-1 ps-6">
        <li>{_('imports.intro')}</li>
        <li>{_('imports.externalId')}</li>
        <li>{_('imports.checkFirst')}</li>
        <li>{_('imports.noWithdrawal')}</li>
        <li>
          {_('imports.limits', {
            rows: IMPORT_MAX_ROWS.toLocaleString(),
            mb: IMPORT_MAX_BYTES / 1024 / 1024,
          })}
        </li>
        <li>{_('imports.photos')}</li>
        {admin && <li className="font-medium">{_('imports.adminColumn')}</li>}
      </ul>
      <details className="bg-base-200 rounded-box p-3">
        <summary className="cursor-pointer font-medium">{_('imports.columns')}</summary>
        <p className="mt-2 text-sm break-words">
          {[...IMPORT_COLUMNS, ...(admin ? [AGENT_EMAIL_COLUMN] : [])].map((column, index) => (
            <span key={column}>
              {index > 0 && ', '}
              <code>{column}</code>
            </span>
          ))}
        </p>
      </details>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => download(downloadImportTemplate)}
        >
          {_('imports.template')}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => download(() => downloadListingsExport('csv'))}
        >
          {_('imports.exportCsv')}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => download(() => downloadListingsExport('json'))}
        >
          {_('imports.exportJson')}
        </button>
      </div>
    </section>
  );
}
