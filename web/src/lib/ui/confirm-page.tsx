import { Button, Stack, Typography } from '@mui/material';
import { PageContainer } from './page-container';
import { SectionCard } from './section-card';
import { usePageTitle } from './use-page-title';

/**
 * A page that asks one question before it acts (sign out?): the question as the page's title, what it does,
 * yes and no. Both are disabled while the yes is carried out.
 */
export function ConfirmPage({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
}) {
  usePageTitle(title);
  return (
    <PageContainer narrow>
      <SectionCard title={title} heading="h1">
        <Typography>{text}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </Stack>
      </SectionCard>
    </PageContainer>
  );
}
