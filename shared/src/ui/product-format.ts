/** When a product names no currency (or one Intl does not know). */
export const DEFAULT_CURRENCY = 'USD';
const LOCALE = 'en-US';

/** SPEC §2.6: the price as currency ("$12.50"). */
export function formatPrice(price: number, currency: string): string {
  const format = (code: string) =>
    new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code }).format(price);
  try {
    return format(currency.trim() || DEFAULT_CURRENCY);
  } catch {
    return format(DEFAULT_CURRENCY);
  }
}

/** A partner's address as a link target: only web addresses (a stored "javascript:" must never run). */
export function productWebAddress(url: string): string | null {
  if (!url.trim()) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
