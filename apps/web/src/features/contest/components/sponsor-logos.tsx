import Box from '@mui/material/Box';
import { safeImageUrl } from '@/lib/external-url';
import { useSponsors } from '../api/get-sponsors';

/** The contest's sponsors' logos, in layout order; nothing while loading or when there are none. */
export function SponsorLogos({ slug }: { slug: string }) {
  const sponsors = useSponsors(slug);
  const logos = (sponsors.data ?? []).flatMap((sponsor) => {
    const src = safeImageUrl(sponsor.logo);
    return src ? [{ ...sponsor, src }] : [];
  });
  if (logos.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Sponsors"
      sx={{
        listStyle: 'none',
        m: 0,
        mb: 3,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 2, md: 4 },
      }}
    >
      {logos.map((sponsor) => (
        <Box component="li" key={sponsor.id}>
          <Box
            component="img"
            src={sponsor.src}
            alt={sponsor.name}
            sx={{
              display: 'block',
              maxHeight: { xs: 48, md: 72 },
              maxWidth: { xs: 140, md: 220 },
              objectFit: 'contain',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
