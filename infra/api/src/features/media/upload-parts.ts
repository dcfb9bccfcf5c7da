import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MEDIA_MESSAGES } from '@thrive/shared/contracts';
import { badRequest, HttpError } from '../../http-errors';

/** One part of an upload as the upload service reads it: a text field, or a whole file. */
export type UploadPart =
  { kind: 'field'; name: string; value: string } | { kind: 'file'; filename: string; bytes: Buffer };

/** Non-file fields of an upload: the contract's few short numbers. */
export const UPLOAD_FIELD_LIMITS = { fields: 20, fieldSize: 200, fieldNameSize: 100 } as const;

const UNREADABLE = 'The upload could not be read. Please try again.';

/**
 * The errors of reading a multipart body as the gardener should see them. Anything else the
 * parser throws (a cut-off or malformed body) is the sender's, never a server error.
 */
function uploadError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, MEDIA_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(MEDIA_MESSAGES.tooMany);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The upload has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the photos as multipart/form-data.');
    default:
      return badRequest(UNREADABLE);
  }
}

async function readPart(part: Multipart): Promise<UploadPart | null> {
  if (part.type === 'field') {
    if (part.valueTruncated || part.fieldnameTruncated)
      throw badRequest(`The field ${part.fieldname.slice(0, 40)} is too long.`);
    return { kind: 'field', name: part.fieldname, value: String(part.value) };
  }
  const bytes = await part.toBuffer();
  // A form's file input left empty still sends a part: no name, no bytes. It is no photo.
  if (bytes.length === 0 && part.filename === '') return null;
  return { kind: 'file', filename: part.filename, bytes };
}

/**
 * The parts of a multipart request in the order sent, each file read whole before the next
 * part is (so one upload holds at most one raw file in memory). The size and count limits are
 * those @fastify/multipart was registered with; going past one ends the reading with 413 or 400.
 */
export async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw uploadError({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' });
  const parts = request.parts();
  for (;;) {
    let part: UploadPart | null;
    try {
      const next = await parts.next();
      if (next.done) return;
      part = await readPart(next.value);
    } catch (error) {
      throw uploadError(error);
    }
    if (part) yield part;
  }
}
