import { COPYRIGHT_YEAR } from '@cj/shared/constants';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PublicIcon from '@mui/icons-material/Public';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSite } from '@/lib/site';

const SOCIAL_ICONS: Record<string, ReactNode> = {
  facebook: <FacebookIcon />,
  instagram: <InstagramIcon />,
  x: <XIcon />,
  twitter: <XIcon />,
  youtube: <YouTubeIcon />,
};

/** Social links, the contact address, the sister brand and the copyright line (spec §2). */
export function SiteFooter() {
  const { productName, contactEmail, socialLinks, sisterSite } = useSite();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'grey.100',
        borderTop: 1,
        borderColor: 'grey.200',
        px: { xs: 2, md: 4 },
        py: 3,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      {socialLinks.length > 0 ? (
        <Box
          component="ul"
          aria-label="Social media"
          sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {socialLinks.map((link) => (
            <li key={link.url}>
              <IconButton
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.name}
                title={link.name}
                sx={{ color: 'secondary.main' }}
              >
                {SOCIAL_ICONS[link.name.toLowerCase()] ?? <PublicIcon />}
              </IconButton>
            </li>
          ))}
        </Box>
      ) : null}
      <Typography variant="body2">
        Contact us: <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
      </Typography>
      {sisterSite.url ? (
        <Typography variant="body2">
          <Link href={sisterSite.url}>Visit {sisterSite.productName}</Link>
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ ml: { sm: 'auto' } }}>
        © {COPYRIGHT_YEAR} {productName}
      </Typography>
    </Box>
  );
}
