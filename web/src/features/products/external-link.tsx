import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A link to a portal path (in the app) or to the maker's site (new tab, said so to screen readers). */
export function ProductLink({ href, children, label }: { href: string; children: string; label?: string }) {
  const { t } = useTranslation('products');
  if (href.startsWith('/'))
    return (
      <Link component={RouterLink} to={href} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label ?? children} ${t('newTab')}`}
    >
      {children}
    </Link>
  );
}
