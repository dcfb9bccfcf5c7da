/**
 * Hands a downloaded file to the browser's "save" as a link with `download` would: the file
 * came through fetch (the session headers a plain link cannot send), so it is offered from
 * an object URL, which is let go once the click has started the download.
 */
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns: revoke on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The name in `Content-Disposition: attachment; filename="x.zip"`, if there is one. */
export function attachmentFileName(header: string | null | undefined): string | null {
  const match = /filename="([^"]+)"/.exec(header ?? '') ?? /filename=([^;\s]+)/.exec(header ?? '');
  return match?.[1] ?? null;
}
