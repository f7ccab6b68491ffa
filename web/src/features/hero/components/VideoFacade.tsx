import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { Picture, type PictureData } from '../../../shared/Picture';

interface VideoFacadeProps {
  videoUrl: string;
  poster: PictureData | null | undefined;
  title: string;
}

/** Adds autoplay so the visitor's one click starts the video. */
export function playerUrl(videoUrl: string): string {
  const url = new URL(videoUrl, window.location.href);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * Click-to-load video: only a poster and a play button until the visitor asks, so the
 * third-party player (its scripts, cookies and weight) never loads for those who don't.
 */
export function VideoFacade({ videoUrl, poster, title }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#2b1a22',
      }}
    >
      {playing ? (
        <Box
          component="iframe"
          src={playerUrl(videoUrl)}
          title={`Vídeo: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          aria-label={`Assistir ao vídeo: ${title}`}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          {poster ? (
            <Picture
              image={poster}
              // The hero's poster is the page's largest paint: fetched at once, first.
              priority
              sizes="(min-width: 900px) 50vw, 100vw"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : null}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              width: 72,
              height: 72,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
              boxShadow: 4,
            }}
          >
            <PlayArrowIcon sx={{ fontSize: 44 }} />
          </Box>
        </ButtonBase>
      )}
    </Box>
  );
}
