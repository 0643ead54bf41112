import { type GearProduct, type Tool, toolDescription } from '@backstage/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCulture } from '@/i18n';

/** The kind of portal page a tool links (docs/product.md#tools): an app's support page, Roland Cloud, a product page. */
function portalLinkKey(path: string): 'support' | 'cloud' | 'productPage' {
  if (path.startsWith('/support-')) return 'support';
  if (path.startsWith('/cloud')) return 'cloud';
  return 'productPage';
}

/** One tool: what it does, where it runs, the user's products it serves (their downloads tab) and its links. */
export function ToolCard({ tool, gear }: { tool: Tool; gear: GearProduct[] }) {
  const { t } = useTranslation('tools');
  const { cultureCode } = useCulture();
  const headingId = `tool-${tool.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={headingId} variant="h6" component="h3">
            {tool.name}
          </Typography>
          <Typography>{toolDescription(tool, cultureCode)}</Typography>
          <Stack
            direction="row"
            component="ul"
            aria-label={t('platforms')}
            sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {tool.platforms.map((platform) => (
              <Chip key={platform} component="li" size="small" variant="outlined" label={platform} />
            ))}
          </Stack>
          {gear.length > 0 && (
            <Stack spacing={0.5}>
              <Typography variant="body2" color="text.secondary">
                {t('yourGear')}
              </Typography>
              {gear.map((product) => (
                <Link
                  key={product.slug}
                  component={RouterLink}
                  to={`/products/${product.slug}/downloads`}
                  underline="always"
                >
                  {t('downloadsOf', { product: product.name })}
                </Link>
              ))}
            </Stack>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              href={tool.siteUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden />}
              aria-label={t('getLabel', { name: tool.name })}
            >
              {t('get')}
            </Button>
            {tool.portalPath && (
              <Button
                size="small"
                component={RouterLink}
                to={tool.portalPath}
                aria-label={`${t(portalLinkKey(tool.portalPath))}: ${tool.name}`}
              >
                {t(portalLinkKey(tool.portalPath))}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
