import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import {
  listingReportResolutionSchema,
  MAX_LISTING_REPORT_NOTE,
  type ListingReport,
} from '@elite/shared';
import { LocalDate } from '../../../components/ui/local-date';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/ui/states';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FieldNote, fieldNoteId } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useLingui } from '../../../lib/i18n';
import {
  LISTING_REPORT_REASON_KEYS,
  useListingReportTexts,
} from '../../../lib/listing-report-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LISTING_REPORTS_PAGE_SIZE, listingReportsQueryOptions } from '../api/get-listing-reports';
import { useResolveListingReport } from '../api/resolve-listing-report';

const noteSchema = listingReportResolutionSchema.pick({ note: true });

/** An open report's form: the note the reporter is e-mailed, then Resolve. */
function ResolveForm({ report }: { report: ListingReport }) {
  const { _ } = useLingui();
  const noteId = useId();
  const resolve = useResolveListingReport();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });
  const onSubmit = handleSubmit(({ note }) =>
    resolve.mutateAsync({ id: report._id, note }).then(
      () => void toast.success(_('listing-reports-admin.resolvedToast')),
      (error: unknown) => void toast.error(errorMessage(error)),
    ),
  );
  const noteError =
    errors.note && _('listing-reports-admin.noteRequired', { max: MAX_LISTING_REPORT_NOTE });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="fieldset py-0">
        <label htmlFor={noteId} className="fieldset-legend pb-1 text-sm font-medium">
          {_('listing-reports-admin.noteLabel', { title: report.listing.title })}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={MAX_LISTING_REPORT_NOTE}
          className={`textarea w-full ${noteError ? 'textarea-error' : ''}`}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={fieldNoteId(noteId, { hint: 'hint', error: noteError })}
          aria-required="true"
          {...register('note')}
        />
        <FieldNote inputId={noteId} error={noteError} hint={_('listing-reports-admin.noteHint')} />
      </div>
      <SubmitButton pending={resolve.isPending} className="btn-sm self-start">
        {_('listing-reports-admin.resolve')}
      </SubmitButton>
    </form>
  );
}

function Reporter({ reporter }: { reporter: ListingReport['reporter'] }) {
  const { _ } = useLingui();
  const email = <span dir="ltr">{reporter.email}</span>;
  if (reporter.kind === 'account') {
    return (
      <>
        {reporter.name} ({email})
      </>
    );
  }
  const who =
    reporter.kind === 'visitor'
      ? _('listing-reports-admin.visitor')
      : _('listing-reports-admin.deletedAccount');
  return (
    <>
      {email} ({who})
    </>
  );
}

function ReportCard({ report }: { report: ListingReport }) {
  const { _ } = useLingui();
  const open = report.status === 'open';
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="card border-base-300 bg-base-100 border shadow-sm"
      >
        <div className="card-body gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={headingId} className="text-lg font-bold break-words">
              <Link
                to={`/property/${encodeURIComponent(report.listing._id)}`}
                className="link link-hover"
              >
                {report.listing.title}
              </Link>
            </h2>
            <span className={`badge font-semibold ${open ? 'badge-warning' : 'badge-success'}`}>
              {open ? _('listing-reports-admin.open') : _('listing-reports-admin.resolved')}
            </span>
          </div>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{_('listing-reports-admin.reason')}</dt>
            <dd>{_(LISTING_REPORT_REASON_KEYS[report.reason])}</dd>
            <dt className="font-semibold">{_('listing-reports-admin.details')}</dt>
            {/* Plain text, never HTML: the reporter's own words. */}
            <dd dir="auto" className="break-words whitespace-pre-wrap">
              {report.details || _('listing-reports-admin.noDetails')}
            </dd>
            <dt className="font-semibold">{_('listing-reports-admin.reporter')}</dt>
            <dd className="break-words">
              <Reporter reporter={report.reporter} />
            </dd>
            <dt className="font-semibold">{_('listing-reports-admin.reportedAt')}</dt>
            <dd>
              <LocalDate value={report.createdAt} withTime />
            </dd>
            {!open && (
              <>
                <dt className="font-semibold">{_('listing-reports-admin.note')}</dt>
                <dd dir="auto" className="break-words whitespace-pre-wrap">
                  {report.note}
                </dd>
                <dt className="font-semibold">{_('listing-reports-admin.resolvedAt')}</dt>
                <dd>{report.resolvedAt && <LocalDate value={report.resolvedAt} withTime />}</dd>
              </>
            )}
          </dl>
          {open && <ResolveForm report={report} />}
        </div>
      </article>
    </li>
  );
}

/**
 * Listing Reports (admin, CONTRACT.md section 16): open reports first, then the newest, each
 * beside its listing, with a form to resolve an open one with a note for the reporter.
 */
export function ListingReportsPage() {
  const { _ } = useLingui();
  useListingReportTexts();
  useDocumentTitle(_('listing-reports-admin.title'));
  const [params] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const reports = useQuery(listingReportsQueryOptions(page));
  const totalPages = Math.max(1, Math.ceil((reports.data?.total ?? 0) / LISTING_REPORTS_PAGE_SIZE));
  const hrefFor = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `?${next.toString()}`;
  };
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('listing-reports-admin.title')}</h1>
      {reports.isPending ? (
        <TableSkeleton rows={3} label={_('listing-reports-admin.loading')} />
      ) : reports.isError ? (
        <ErrorState error={reports.error} onRetry={() => void reports.refetch()} />
      ) : reports.data.reports.length === 0 ? (
        <EmptyState title={_('listing-reports-admin.empty')}>
          <p>{_('listing-reports-admin.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {reports.data.reports.map((report) => (
            <ReportCard key={report._id} report={report} />
          ))}
        </ul>
      )}
      <Pagination
        page={Math.min(page, totalPages)}
        totalPages={totalPages}
        hrefFor={hrefFor}
        label={_('listing-reports-admin.pages')}
      />
    </section>
  );
}
