import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FragmentType } from '../gql/fragment-masking';
import type { PictureFieldsFragment } from '../gql/graphql';
import type { PictureFields } from './Picture.fragment';

export interface PictureData {
  url: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: string | null;
  webpSrcSet?: string | null;
}

/**
 * A query's picture (a PictureFields spread, Picture.fragment.ts) as Picture draws it. Unmasking is
 * a type only, as in RaffleBanner.tsx: getFragmentData would want the generated document, which
 * the first screen does not load at start (shared/liveData.ts).
 */
export function pictureOf(image: FragmentType<typeof PictureFields> | null | undefined): PictureData | null {
  return (image as PictureFieldsFragment | null | undefined) ?? null;
}

/**
 * A picture of the campaign: an uploaded photo comes in several widths as WebP and
 * JPEG (api/src/images), so a phone downloads the size it draws; one of the site's own
 * files is a single image.
 */
export function Picture({
  image,
  sizes,
  sx,
  priority = false,
}: {
  image: PictureData;
  /** How wide the picture is drawn, as the HTML `sizes` attribute. */
  sizes: string;
  sx?: SxProps<Theme>;
  /** The page's largest paint: fetched at once, first; anything else waits until it nears the screen. */
  priority?: boolean;
}) {
  const img = (
    <Box
      component="img"
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      sx={sx}
    />
  );
  if (!image.webpSrcSet) return img;
  return (
    // display: contents, so the <img> sizes itself against the same box as without the <picture>.
    <Box component="picture" sx={{ display: 'contents' }}>
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      {img}
    </Box>
  );
}
