import type { MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, messages } from '@elite/shared';
import { badRequest, HttpError, payloadTooLarge } from '../../lib/errors';

/** The multipart field that carries the image (CONTRACT.md section 4). */
export const IMAGE_FIELD = 'image';

/** Limits for every multipart body; the size limit applies before anything else is looked at. */
export const multipartLimits = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  parts: 12,
  headerPairs: 100,
};

/** Reads one file part, stopping at the size limit instead of reading the rest of it. */
async function readFilePart(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let overLimit = false;
  part.file.once('limit', () => {
    overLimit = true;
  });
  for await (const chunk of part.file) {
    if (overLimit) break;
    chunks.push(chunk as Buffer);
  }
  if (overLimit || part.file.truncated) throw payloadTooLarge(messages.imageTooLarge);
  return Buffer.concat(chunks);
}

export interface UploadForm {
  /** Text fields; empty ones are left out, as a browser form sends them for blank inputs. */
  fields: Record<string, string>;
  /** The bytes of the `image` field; undefined when none was chosen. */
  image: Buffer | undefined;
}

/** Reads a multipart form with at most one image, in the field `image`. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  try {
    return await readParts(request);
  } catch (error) {
    // A malformed body (no boundary, cut short) is the sender's fault, not ours.
    if (error instanceof HttpError || ((error as FastifyError).statusCode ?? 500) < 500)
      throw error;
    throw badRequest(messages.formUnreadable);
  }
}

async function readParts(request: FastifyRequest): Promise<UploadForm> {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== IMAGE_FIELD) throw badRequest(messages.imageMissing);
      const bytes = await readFilePart(part);
      // A form whose file input was left blank sends an empty part without a file name.
      if (bytes.length > 0) image = bytes;
    } else {
      if (part.valueTruncated) throw badRequest(`${part.fieldname}: is too long`);
      const value = String(part.value);
      if (value !== '') fields[part.fieldname] = value;
    }
  }
  return { fields, image };
}

/**
 * onSend: a response sent before the upload was read to its end (too large, over the quota,
 * not signed in) closes the connection, so the server never reads the rest of it.
 */
export async function closeUnreadUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (!request.raw.readableEnded) reply.header('connection', 'close');
  return payload;
}
