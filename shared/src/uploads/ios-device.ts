/** What an iOS page may show of itself: the app's WebView handler and the browser's own words. */
interface IOSHints {
  webkit?: { messageHandlers?: { thrive?: unknown } };
  navigator?: { userAgent?: string; platform?: string; maxTouchPoints?: number };
}

/**
 * Whether the page runs on iOS, for SPEC §5 "On iOS the device location is skipped": inside
 * the iOS app (its WKWebView handler `thrive`, as the bridge posts to it) or in an iOS
 * browser. iPadOS presents itself as a Mac; a Mac with a touch screen is an iPad.
 */
export function isIOSDevice(host: IOSHints = globalThis as IOSHints): boolean {
  try {
    if (host.webkit?.messageHandlers?.thrive) return true;
    const agent = host.navigator?.userAgent ?? '';
    if (/\b(iPhone|iPad|iPod)\b/.test(agent)) return true;
    return /\bMacintosh\b/.test(agent) && (host.navigator?.maxTouchPoints ?? 0) > 1;
  } catch {
    return false; // a foreign object with a throwing getter: no sign of iOS
  }
}
