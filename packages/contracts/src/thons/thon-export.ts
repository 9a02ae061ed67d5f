import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';

/** GET /api/Thons/Export/{eventCode}: all of a Thon's data in one zip. */
export const thonExportParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH).min(1) });

/**
 * The zip's bytes, sent as they are made (a stream on the server): a CSV per table and an XLSX
 * workbook with a sheet per table.
 */
export const thonExportFileSchema = z
  .custom<AsyncIterable<Uint8Array>>(
    (value) =>
      typeof (value as Partial<AsyncIterable<Uint8Array>> | null)?.[Symbol.asyncIterator] === 'function',
  )
  .meta({ type: 'string', format: 'binary', description: 'A zip of CSV files and an XLSX workbook' });
