import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { exportFileName, type ExportFormat } from '../contracts';
import { thriveApi } from './thrive-api';
import type { ApiError } from './base-query';
import { attachmentFileName, saveDownload } from './save-download';

/**
 * The file as a Blob on success; an error body (JSON with a message) is read as JSON so the
 * base query's message for the gardener still comes from the server.
 */
const blobOrMessage = (response: Response): Promise<unknown> =>
  response.ok || !response.headers.get('content-type')?.includes('json') ? response.blob() : response.json();

/**
 * GET users/{uid}/export (issue 14): downloads all the gardener's data as JSON or as a zip
 * of CSV files and offers it to be saved. A mutation whose queryFn saves the file itself,
 * so the Blob is never put in the store (which holds serializable state only); the result
 * is the name the file was saved under.
 */
export const accountExportApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    exportData: build.mutation<{ fileName: string }, ExportFormat>({
      async queryFn(format, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `users/{uid}/export?format=${format}`,
          responseHandler: blobOrMessage,
        });
        if (result.error) return { error: result.error as ApiError };
        const fileName =
          attachmentFileName(
            (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition'),
          ) ?? exportFileName(format, new Date());
        saveDownload(result.data as Blob, fileName);
        return { data: { fileName } };
      },
    }),
  }),
});

export const { useExportDataMutation } = accountExportApi;
