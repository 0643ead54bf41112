import type { ToolForGear } from '@backstage/domain';
import { Grid, Stack, Typography } from '@mui/material';
import { ToolCard } from './tool-card';

/** A titled section of tool cards. */
export function ToolList({ id, title, tools }: { id: string; title: string; tools: ToolForGear[] }) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography id={id} variant="h4" component="h2">
        {title}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tools.map(({ tool, gear }) => (
          <Grid key={tool.id} size={{ xs: 12, md: 6 }} component="li">
            <ToolCard tool={tool} gear={gear} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
