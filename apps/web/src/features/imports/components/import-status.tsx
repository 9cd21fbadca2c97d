import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ListingImport } from '@elite/shared';
import { ErrorState, TableSkeleton } from '../../../components/ui/states';
import { useLingui } from '../../../lib/i18n';
import { importInProgress, listingImportQueryOptions } from '../api/listing-imports';

/** The counts of a finished check or import, as a list of terms and numbers. */
function Counts({ state }: { state: ListingImport }) {
  const { _ } = useLingui();
  const counts: [string, number][] = state.dry_run
    ? [
        [_('imports.rows'), state.rows],
        [_('imports.wouldCreate'), state.created],
        [_('imports.wouldUpdate'), state.updated],
        [_('imports.unchanged'), state.unchanged],
        [_('imports.failedRows'), state.failed_rows.length],
      ]
    : [
        [_('imports.rows'), state.rows],
        [_('imports.created'), state.created],
        [_('imports.updated'), state.updated],
        [_('imports.unchanged'), state.unchanged],
        [_('imports.failedRows'), state.failed_rows.length],
      ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {counts.map(([term, value]) => (
        <div key={term} className="bg-base-200 rounded-box flex flex-col p-3">
          <dt className="text-base-content/80 text-sm">{term}</dt>
          <dd className="text-2xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Whether every row of a finished check or import failed (a row may fail on several fields). */
export function everyRowFailed(state: ListingImport): boolean {
  return new Set(state.failed_rows.map((failure) => failure.row)).size >= state.rows;
}

/** The rows that failed: their number in the file, the field and the message. */
function FailedRows({ state }: { state: ListingImport }) {
  const { _ } = useLingui();
  if (state.failed_rows.length === 0) {
    return <p className="text-success font-medium">{_('imports.noErrors')}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <p>
        {!state.dry_run
          ? _('imports.skipped')
          : everyRowFailed(state)
            ? _('imports.noneToImport')
            : _('imports.skippedHint')}
      </p>
      {/* Scrolls by keyboard too when the list is long. */}
      <div
        className="border-base-300 rounded-box max-h-96 overflow-auto border"
        tabIndex={0}
        role="region"
        aria-label={_('imports.failedCaption')}
      >
        <table className="table-zebra table-sm table">
          <caption className="sr-only">{_('imports.failedCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{_('imports.row')}</th>
              <th scope="col">{_('imports.field')}</th>
              <th scope="col">{_('imports.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {state.failed_rows.map((failure, index) => (
              <tr key={`${failure.row}-${failure.field}-${index}`}>
                <th scope="row">{failure.row}</th>
                <td>
                  <code>{failure.field}</code>
                </td>
                <td>{failure.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A check's or an import's progress while it runs, then its counts and failed rows. */
export function ImportStatus({ id, title }: { id: string; title: string }) {
  const { _ } = useLingui();
  const progressId = useId();
  const state = useQuery(listingImportQueryOptions(id));
  const running = importInProgress(state.data);

  let body;
  if (state.isPending) body = <TableSkeleton rows={2} label={_('imports.loading')} />;
  else if (state.isError) {
    body = <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  } else if (running) {
    const { processed, rows, status, dry_run: dryRun } = state.data;
    body = (
      <div className="flex flex-col gap-1">
        <label htmlFor={progressId} className="font-medium">
          {dryRun ? _('imports.checkProgress') : _('imports.importProgress')}
        </label>
        <progress
          id={progressId}
          className="progress progress-primary w-full"
          value={processed}
          max={Math.max(rows, 1)}
        />
        <p className="text-base-content/80 text-sm">
          {status === 'queued' ? _('imports.queued') : _('imports.processed', { processed, rows })}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        {state.data.status === 'failed' ? (
          <p role="alert" className="alert alert-error">
            {_('imports.stopped', { processed: state.data.processed, rows: state.data.rows })}
          </p>
        ) : (
          <p className="font-medium">
            {state.data.dry_run ? _('imports.checked') : _('imports.finished')}
          </p>
        )}
        <Counts state={state.data} />
        <FailedRows state={state.data} />
      </>
    );
  }

  return (
    <section aria-label={title} className="flex flex-col gap-3" aria-busy={running}>
      <h2 className="text-xl font-semibold">{title}</h2>
      <div aria-live="polite" className="flex flex-col gap-3">
        {body}
      </div>
    </section>
  );
}
