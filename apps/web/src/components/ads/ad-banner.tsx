import type { Ad } from '@cj/shared/ads';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { safeExternalUrl, safeImageUrl } from '@/lib/external-url';

/**
 * An advertiser's banner linking to their site in a new tab. `sponsored` tells search engines the link is paid;
 * `noopener noreferrer` keeps the page and the visitor's address from the advertiser. An ad whose addresses are
 * not web addresses, or whose image does not load, is not shown.
 */
export function AdBanner({ ad }: { ad: Ad }) {
  const [imageFailed, setImageFailed] = useState(false);
  const href = safeExternalUrl(ad.linkUrl);
  const src = safeImageUrl(ad.imageUrl);
  if (!href || !src || imageFailed) return null;
  return (
    <Box component="aside" aria-label="Advertisement">
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
        Advertisement
      </Typography>
      <Box
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer sponsored"
        sx={{
          display: 'block',
          lineHeight: 0,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        <Box
          component="img"
          src={src}
          alt={ad.altText.trim() || 'Advertisement'}
          loading="lazy"
          onError={() => setImageFailed(true)}
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Box>
    </Box>
  );
}
