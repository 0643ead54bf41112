/**
 * Open-redirect vectors that must never leave this site: other origins written as paths, look-alike and
 * credential-carrying hosts, script URLs, and their tab, newline, control-character and percent-encoded
 * variants. Shared by the domain, server and web tests of every place that honours a redirect parameter.
 */
export const OPEN_REDIRECT_VECTORS: readonly string[] = [
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '/\u0000/evil.com',
  '/ /evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0D/evil.com',
  '/%5cevil.com',
  '/%2F/evil.com',
  '%2F%2Fevil.com',
  'https://evil.com',
  'http://www.roland.com',
  'https://www.roland.com.evil.com',
  'https://evil.com@www.roland.com',
  'https://www.roland.com@evil.com',
  'https://user:pass@www.roland.com',
  'https://www.roland.com\t.evil.com',
  'https://www.roland.com%2F@evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.com',
];
