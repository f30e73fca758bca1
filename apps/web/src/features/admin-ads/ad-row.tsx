import { AD_PLACEMENT_LABELS, AD_PROPERTY_LABELS, type AdminAd } from '@cj/shared/ads';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/admin/toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveAd } from './api/save-ad';

interface AdRowProps {
  ad: AdminAd;
  onEdit: (ad: AdminAd) => void;
  onRemove: (ad: AdminAd) => void;
}

/** One ad: its image, alt text, where it shows and its link; Active switches it on or off at once. */
export function AdRow({ ad, onEdit, onRemove }: AdRowProps) {
  const saveAd = useSaveAd();
  const showToast = useToast();
  const toggle = (isActive: boolean) =>
    saveAd.mutate(
      {
        id: ad.id,
        fields: {
          placement: ad.placement,
          property: ad.property,
          linkUrl: ad.linkUrl,
          altText: ad.altText,
          isActive,
        },
        image: null,
      },
      { onError: (error) => showToast(`Failed to update ad. ${errorMessage(error)}`) },
    );

  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box
        component="img"
        src={ad.imageUrl}
        alt={ad.altText}
        sx={{ width: 120, height: 60, objectFit: 'contain', flexShrink: 0, bgcolor: 'action.hover' }}
      />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{ad.altText}</Typography>
        <Typography variant="body2" color="text.secondary">
          {AD_PLACEMENT_LABELS[ad.placement]} · {AD_PROPERTY_LABELS[ad.property]}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {ad.linkUrl}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          label="Active"
          control={
            <Switch
              checked={ad.isActive}
              disabled={saveAd.isPending}
              onChange={(event) => toggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': `Active: ${ad.altText}` } }}
            />
          }
        />
        <IconButton aria-label={`Edit ad ${ad.altText}`} onClick={() => onEdit(ad)}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={`Remove ad ${ad.altText}`} onClick={() => onRemove(ad)} edge="end">
          <DeleteIcon />
        </IconButton>
      </Box>
    </ListItem>
  );
}
