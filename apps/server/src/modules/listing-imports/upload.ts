import type { FastifyError, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, listingImportMessages as m } from '@elite/shared';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { kindOfFile, type FileKind } from './file';

/** The multipart field that carries the file. */
export const IMPORT_FIELD = 'file';

/** Reads the file of POST /api/imports: CSV or JSON (415 otherwise), at most 20 MB (413). */
export async function readImportUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; kind: FileKind }> {
  if (!request.isMultipart()) throw unsupportedMediaType(m.fileRequired);
  try {
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== IMPORT_FIELD) throw badRequest(m.fileRequired);
    const kind = kindOfFile(part.mimetype, part.filename);
    if (!kind) throw unsupportedMediaType(m.fileType);
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw payloadTooLarge(m.fileTooLarge);
    return { bytes: Buffer.concat(chunks), kind };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) throw payloadTooLarge(m.fileTooLarge);
    if (status < 500) throw badRequest(m.fileRequired);
    throw error;
  }
}
