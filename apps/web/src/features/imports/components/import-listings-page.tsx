import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { useUserRole } from '../../../lib/auth-api/get-user-role';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listingImportQueryOptions, useStartImport } from '../api/listing-imports';
import { ImportIntro } from './import-intro';
import { ImportStatus } from './import-status';

/**
 * Import Listings (CONTRACT.md section 15), for agents and admins: choose a CSV or JSON file,
 * check it (a dry run: its errors by row), then import it and watch its progress and result.
 */
export function ImportListingsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('imports.title'));
  const fileId = useId();
  const hintId = useId();
  const { user } = useAuth();
  const role = useUserRole(user?.email);
  const [file, setFile] = useState<File | null>(null);
  const [checkId, setCheckId] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const check = useStartImport();
  const start = useStartImport();
  const checked = useQuery({
    ...listingImportQueryOptions(checkId ?? ''),
    enabled: checkId !== null,
  });
  // The whole file was read and checked (rows that fail are skipped by the import).
  const canImport = checkId !== null && checked.data?.status === 'done' && importId === null;
  const refusal = check.error ?? start.error;

  const onCheck = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    setCheckId(null);
    setImportId(null);
    start.reset();
    check.mutate({ file, dryRun: true }, { onSuccess: setCheckId });
  };
  const onImport = () => {
    if (!file || !canImport) return;
    start.mutate({ file, dryRun: false }, { onSuccess: setImportId });
  };

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('imports.title')}</h1>
      <ImportIntro admin={role.data?.role === 'admin'} />

      <form onSubmit={onCheck} className="flex flex-col gap-3" noValidate>
        <div className="fieldset py-0">
          <label htmlFor={fileId} className="fieldset-legend pb-1 text-sm font-medium">
            {_('imports.fileLabel')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            className="file-input w-full max-w-md"
            aria-describedby={hintId}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setCheckId(null);
              setImportId(null);
              check.reset();
              start.reset();
            }}
          />
          <p id={hintId} className="text-base-content/80 text-sm">
            {_('imports.fileHint')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={check.isPending} disabled={!file} className="btn-outline">
            {_('imports.check')}
          </SubmitButton>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!canImport || start.isPending}
            aria-describedby={canImport ? undefined : `${hintId}-import`}
            onClick={onImport}
          >
            {_('imports.import')}
          </button>
        </div>
        {!canImport && importId === null && (
          <p id={`${hintId}-import`} className="text-base-content/80 text-sm">
            {_('imports.importAfterCheck')}
          </p>
        )}
      </form>

      {refusal && (
        <p role="alert" className="alert alert-error">
          {errorMessage(refusal)}
        </p>
      )}
      {checkId && <ImportStatus key={checkId} id={checkId} title={_('imports.checkTitle')} />}
      {importId && <ImportStatus key={importId} id={importId} title={_('imports.resultTitle')} />}
    </div>
  );
}
