import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { useUserRole } from '../../../lib/auth-api/get-user-role';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listingImportQueryOptions, useStartImport } from '../api/listing-imports';
import { ImportIntro } from './import-intro';
import { everyRowFailed, ImportStatus } from './import-status';

/**
 * The chosen file's bytes as they are now: the import then sends exactly what was checked, and a
 * file changed on disk since it was chosen (which the browser refuses to read or send) is said.
 */
async function snapshot(file: File): Promise<File> {
  return new File([await file.arrayBuffer()], file.name, { type: file.type });
}

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
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The bytes the check read: the import sends these.
  const [checkedFile, setCheckedFile] = useState<File | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  // Counts the files chosen and checks started: a read that a newer one overtook is dropped.
  const attempt = useRef(0);
  const [checkId, setCheckId] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const check = useStartImport();
  const start = useStartImport();
  const checked = useQuery({
    ...listingImportQueryOptions(checkId ?? ''),
    enabled: checkId !== null,
  });
  const checkState = checkId === null ? undefined : checked.data;
  const checkDone = checkState?.status === 'done';
  const nothingToImport = checkDone && everyRowFailed(checkState);
  // The whole file was read and checked, and some row passed (rows that fail are skipped).
  const canImport = checkDone && !nothingToImport && importId === null;
  const refusal = unreadable ? new Error(_('imports.fileChanged')) : (check.error ?? start.error);
  let importHint: string | null = null;
  if (nothingToImport) importHint = _('imports.allRowsFailed');
  else if (checkState?.status === 'failed') {
    importHint = _('imports.checkStopped');
  } else if (importId !== null) importHint = _('imports.imported');
  else if (!canImport) importHint = _('imports.importAfterCheck');

  const forget = () => {
    attempt.current += 1;
    setCheckedFile(null);
    setUnreadable(false);
    setCheckId(null);
    setImportId(null);
    check.reset();
    start.reset();
  };
  const onCheck = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    forget();
    const current = attempt.current;
    let bytes: File;
    try {
      bytes = await snapshot(file);
    } catch {
      if (current !== attempt.current) return;
      // Changed or gone since it was chosen: choosing the same file again must count as a change.
      setUnreadable(true);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (current !== attempt.current) return;
    setCheckedFile(bytes);
    check.mutate({ file: bytes, dryRun: true }, { onSuccess: setCheckId });
  };
  const onImport = () => {
    if (!checkedFile || !canImport) return;
    start.mutate({ file: checkedFile, dryRun: false }, { onSuccess: setImportId });
  };

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('imports.title')}</h1>
      <ImportIntro admin={role.data?.role === 'admin'} />

      <form onSubmit={(event) => void onCheck(event)} className="flex flex-col gap-3" noValidate>
        <div className="fieldset py-0">
          <label htmlFor={fileId} className="fieldset-legend pb-1 text-sm font-medium">
            {_('imports.fileLabel')}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            className="file-input w-full max-w-md"
            aria-describedby={hintId}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              forget();
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
            aria-describedby={importHint === null ? undefined : `${hintId}-import`}
            onClick={onImport}
          >
            {_('imports.import')}
          </button>
        </div>
        {importHint !== null && (
          <p
            id={`${hintId}-import`}
            className={`text-sm ${nothingToImport ? 'font-medium' : 'text-base-content/80'}`}
          >
            {importHint}
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
