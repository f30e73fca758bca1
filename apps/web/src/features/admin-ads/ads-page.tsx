import type { AdminAd } from '@cj/shared/ads';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryList } from '@/components/admin/query-list';
import { useRemoval } from '@/components/admin/use-removal';
import { AdDialog } from './ad-dialog';
import { AdRow } from './ad-row';
import { useAdminAds } from './api/get-admin-ads';
import { useRemoveAd } from './api/remove-ad';

/** Which dialog is open: none, Add Ad, or Edit Ad of one ad. */
type Editing = { ad: AdminAd | null } | null;

/**
 * /admin/ads: every ad, newest first (homepage, contest page and contest e-mail placements, each for a brand or
 * all), with Add Ad, Edit, Active and Remove (after confirming).
 */
export function AdsPage() {
  const ads = useAdminAds();
  const removeAd = useRemoveAd();
  const [editing, setEditing] = useState<Editing>(null);
  const removal = useRemoval<AdminAd>({
    thing: 'ad',
    describe: (ad) => ad.altText,
    remove: (ad, callbacks) => removeAd.mutate(ad.id, callbacks),
    failedMessage: 'Failed to remove ad.',
  });

  return (
    <>
      <AdminPageHeader
        title="Ads"
        subtitle="Banners on the homepage, on contest pages and in contest e-mails."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ ad: null })}>
            Add Ad
          </Button>
        }
      />
      <QueryList
        query={ads}
        label="Ads"
        loadingText="Loading ads..."
        emptyText="No ads."
        renderItem={(ad) => (
          <AdRow key={ad.id} ad={ad} onEdit={(chosen) => setEditing({ ad: chosen })} onRemove={removal.ask} />
        )}
      />
      {editing ? (
        <AdDialog key={editing.ad?.id ?? 'new'} ad={editing.ad} open onClose={() => setEditing(null)} />
      ) : null}
      {removal.dialog}
    </>
  );
}

export default AdsPage;
