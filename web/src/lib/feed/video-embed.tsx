import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface VideoEmbedProps {
  videoId: string;
  title: string;
  imageUrl: string | null;
}

/**
 * A video that plays in place only when asked (docs/product.md#feed): until the click nothing loads from the
 * video site; then the privacy-enhanced player (youtube-nocookie.com) starts.
 */
export function VideoEmbed({ videoId, title, imageUrl }: VideoEmbedProps) {
  const { t } = useTranslation('feed');
  const [playing, setPlaying] = useState(false);
  const frame = { position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900' } as const;
  if (playing)
    return (
      <Box sx={frame}>
        <Box
          component="iframe"
          title={title}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  return (
    <ButtonBase
      onClick={() => setPlaying(true)}
      aria-label={t('play', { title })}
      sx={{ ...frame, display: 'block', overflow: 'hidden' }}
    >
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt=""
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'common.white',
          bgcolor: 'rgba(0,0,0,0.45)',
        }}
      >
        <PlayCircleIcon sx={{ fontSize: 56 }} />
        <Typography variant="caption" sx={{ px: 2, textAlign: 'center' }}>
          {t('playNotice')}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
