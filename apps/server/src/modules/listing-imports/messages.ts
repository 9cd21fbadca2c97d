import { listingImportMessages as m } from '@elite/shared';

/**
 * The listing imports' refusals (CONTRACT.md section 15), in English as the API sends them;
 * lib/api-messages.ts answers them in the caller's language (src/locales/{locale}/api.json).
 * A failed row's message is data of the import, not a refusal: it stays as the schema words it.
 */
export const LISTING_IMPORT_API_MESSAGES: Record<string, string> = {
  'api.importNotFound': m.importNotFound,
  'api.importFileRequired': m.fileRequired,
  'api.importFileType': m.fileType,
  'api.importFileTooLarge': m.fileTooLarge,
  'api.importTooManyRows': m.tooManyRows,
  'api.importNoRows': m.noRows,
  'api.importUnreadable': m.unreadable,
  'api.importUnknownColumn': `${m.unknownColumn}: {column}`,
};
