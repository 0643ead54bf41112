import { productName } from './catalogue';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The catalogue product's picture: its name on the Roland Cloud panel (no outside image store). */
export function cloudProductSvg(code: string): string {
  const name = escapeHtml(productName(code));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img" aria-label="${name}">
<rect width="320" height="180" rx="12" fill="#101418"/><rect x="16" y="120" width="288" height="6" rx="3" fill="#ffb400"/>
<text x="24" y="96" fill="#f4f6f8" font-family="sans-serif" font-size="22" font-weight="700">${name}</text></svg>`;
}
