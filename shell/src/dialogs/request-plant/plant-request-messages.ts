/** SPEC §2.6: the add-plant request dialog's title. */
export const REQUEST_PLANT_TITLE = 'Request a New Plant';

/** SPEC §8: the plant request's toasts, verbatim, all under one title. */
export const PLANT_REQUEST_TOAST_TITLE = 'Add a Plant Request';
export const PLANT_REQUEST_SUCCESS_MESSAGE = 'Your plant request was submitted successfully';
export const PLANT_REQUEST_FAILED_MESSAGE =
  'An error has occurred while submitting your question. Please try later';
