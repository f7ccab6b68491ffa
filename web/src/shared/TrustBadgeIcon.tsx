import FavoriteIcon from '@mui/icons-material/Favorite';
import LockIcon from '@mui/icons-material/Lock';
import PixIcon from '@mui/icons-material/Pix';
import ShieldIcon from '@mui/icons-material/Shield';
import StarIcon from '@mui/icons-material/Star';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS = {
  pix: PixIcon,
  lock: LockIcon,
  shield: ShieldIcon,
  verified: VerifiedIcon,
  star: StarIcon,
  heart: FavoriteIcon,
} as const;

/** The icon named by a trust badge in the campaign's content; an unknown name gets the shield. */
export function TrustBadgeIcon({ icon, ...props }: { icon: string } & SvgIconProps) {
  const Icon = ICONS[icon as keyof typeof ICONS] ?? ShieldIcon;
  return <Icon aria-hidden {...props} />;
}
