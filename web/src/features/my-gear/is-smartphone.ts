import { pageQueryParam } from '@/lib/query-params';

/** docs/product.md#qr-registration "Smartphone only.": QR scanning is offered on phones (touch-first mobile browsers). */
export function isSmartphone(nav: Navigator = navigator): boolean {
  const hints = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (hints?.mobile !== undefined) return hints.mobile;
  return /Android|iPhone|iPod|Mobile/i.test(nav.userAgent);
}

/** The model code a scanned registration-card QR code names: its `mdl` query, else the text itself. */
export function modelCodeFromQr(text: string): string | undefined {
  const value = text.trim();
  try {
    // A card's link in either routing mode: `/backstage/qr?mdl=…` or `/backstage/#/qr?mdl=…`.
    return pageQueryParam('mdl', new URL(value));
  } catch {
    return /^[\w\-./ ]{2,50}$/.test(value) ? value : undefined;
  }
}
