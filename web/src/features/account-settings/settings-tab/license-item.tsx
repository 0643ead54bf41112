import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One bundled package as collect-licenses.mjs writes it. */
export interface PackageLicense {
  name: string;
  version: string;
  license: string;
  url: string;
  text: string;
}

/** A package of the licence list: name, version and licence; opened, its home page and licence text. */
export function LicenseItem({ pkg }: { pkg: PackageLicense }) {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <Accordion
      disableGutters
      variant="outlined"
      // Only an opened licence text is in the page: the list stays light.
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-text`}>
        <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {pkg.name} {pkg.version}
        </Typography>
        <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
          {pkg.license}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-text`}>
        <Link href={pkg.url} target="_blank" rel="noopener noreferrer">
          {t('licenses.homepage', { name: pkg.name })}
        </Link>
        {pkg.text ? (
          <Box
            component="pre"
            lang="en"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8125rem', mb: 0 }}
          >
            {pkg.text}
          </Box>
        ) : (
          <Typography sx={{ mt: 1 }}>{t('licenses.noText', { license: pkg.license })}</Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
