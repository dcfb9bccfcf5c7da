import { notify } from '@thrive/shared';

/**
 * Shares the list through the device's share sheet where there is one (phones), else copies
 * it for pasting. A share the gardener cancels is no error.
 */
export async function shareMaterials(title: string, text: string): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, text });
      return;
    }
    await navigator.clipboard.writeText(text);
    notify({ message: 'The materials list was copied.', variant: 'success' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    notify({ message: 'The materials list could not be shared.', variant: 'error' });
  }
}
