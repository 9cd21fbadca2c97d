import { queryOptions, useMutation } from '@tanstack/react-query';
import { importStartedSchema, listingImportSchema, type ListingImport } from '@elite/shared';
import { apiRequest, downloadFile } from '../../../lib/api-client';

/**
 * POST /api/imports: the file in the multipart field `file`; `dryRun` checks every row and
 * writes nothing. Answers the import's id (its rows are applied in the background).
 */
export async function startImport({ file, dryRun }: { file: File; dryRun: boolean }) {
  const form = new FormData();
  form.append('file', file, file.name);
  const { importId } = await apiRequest(`/imports${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    body: form,
    schema: importStartedSchema,
  });
  return importId;
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}

/** Whether an import is still being worked on (its progress is read again meanwhile). */
export function importInProgress(state: ListingImport | undefined): boolean {
  return state === undefined || state.status === 'queued' || state.status === 'running';
}

/** How often a running import's progress is read again. */
export const IMPORT_POLL_MS = 1000;

/** GET /api/imports/{id}: its status and counts, read again every second until it ends. */
export function listingImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['listing-imports', id],
    queryFn: ({ signal }) =>
      apiRequest(`/imports/${encodeURIComponent(id)}`, { schema: listingImportSchema, signal }),
    refetchInterval: (query) =>
      query.state.status !== 'error' && importInProgress(query.state.data) ? IMPORT_POLL_MS : false,
  });
}

/** GET /api/imports/template.csv: the import file's header row. */
export function downloadImportTemplate(): Promise<void> {
  return downloadFile('/imports/template.csv', 'listings-template.csv');
}

/** GET /api/property/export: the caller's live listings in the import file's columns. */
export function downloadListingsExport(format: 'csv' | 'json'): Promise<void> {
  return downloadFile(`/property/export?format=${format}`, `listings.${format}`);
}
