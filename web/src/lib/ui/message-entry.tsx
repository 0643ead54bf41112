import { Divider, Stack, Typography } from '@mui/material';

/** One message of a conversation (a ticket's replies): who wrote it and when, then the text as written. */
export function MessageEntry({ byline, body, mt }: { byline: string; body: string; mt?: number }) {
  return (
    <Stack spacing={0.5} sx={{ mt }}>
      <Divider />
      <Typography variant="subtitle2" component="p">
        {byline}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{body}</Typography>
    </Stack>
  );
}
