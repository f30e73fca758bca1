import {
  AD_PLACEMENT_LABELS,
  AD_PROPERTY_LABELS,
  type AdFields,
  AdFieldsSchema,
  type AdminAd,
} from '@cj/shared/ads';
import { AD_PLACEMENT_VALUES, PROPERTY_VALUES } from '@cj/shared/enums';
import { IMAGE_ACCEPT } from '@cj/shared/images';
import { zodResolver } from '@hookform/resolvers/zod';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormSelect } from '@/components/admin/form-select';
import { FilePicker } from '@/components/ui/file-picker';
import { FormSwitch } from '@/components/ui/form-switch';
import { FormTextField } from '@/components/ui/form-text-field';
import { UploadProgress } from '@/components/ui/upload-progress';
import { imageFileProblem } from '@/lib/image-file';
import { useSaveAd } from './api/save-ad';

const placementOptions = AD_PLACEMENT_VALUES.map((value) => ({ value, label: AD_PLACEMENT_LABELS[value] }));
const propertyOptions = PROPERTY_VALUES.map((value) => ({ value, label: AD_PROPERTY_LABELS[value] }));

const emptyAd: AdFields = { placement: '', property: -1, linkUrl: '', altText: '', isActive: true };
const valuesOf = (ad: AdminAd): AdFields => ({
  placement: ad.placement,
  property: ad.property,
  linkUrl: ad.linkUrl,
  altText: ad.altText,
  isActive: ad.isActive,
});

interface AdDialogProps {
  /** The ad to edit, or null to add one. */
  ad: AdminAd | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Add Ad / Edit Ad: placement, property (a brand or all), the link (http or https), the alt text, active, and the
 * image (one PNG, JPEG, WebP or SVG of at most 2 MB; required for a new ad, optional when editing). The fields are
 * checked by the shared schema as the server checks them; the server's refusal shows in the dialog.
 */
export function AdDialog({ ad, open, onClose }: AdDialogProps) {
  const saveAd = useSaveAd();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const initial = ad ? valuesOf(ad) : emptyAd;
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(AdFieldsSchema),
    values: initial,
  });

  const close = () => {
    reset(initial);
    saveAd.reset();
    setFileMessage(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const files = inputRef.current?.files ?? null;
    const chosen = files !== null && files.length > 0;
    // Editing keeps the image unless another is chosen.
    const problem = ad && !chosen ? null : imageFileProblem(files);
    setFileMessage(problem);
    void handleSubmit(
      (fields) => {
        if (problem) {
          buttonRef.current?.focus();
          return;
        }
        saveAd.mutate({ id: ad?.id ?? null, fields, image: chosen ? files[0]! : null }, { onSuccess: close });
      },
      () => undefined,
    )(event);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    setFileMessage(files && files.length > 0 ? imageFileProblem(files) : null);
  };

  return (
    <FormDialog
      open={open}
      title={ad ? 'Edit Ad' : 'Add Ad'}
      onClose={close}
      onSubmit={submit}
      submitLabel={ad ? 'Save' : 'Add Ad'}
      pending={saveAd.isPending}
      error={saveAd.error}
    >
      <FormSelect control={control} name="placement" label="Placement" options={placementOptions} required />
      <FormSelect control={control} name="property" label="Property" options={propertyOptions} required />
      <FormTextField
        control={control}
        name="linkUrl"
        label="Link"
        required
        helperText="The advertiser's page, starting with https:// or http://"
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <FormTextField
        control={control}
        name="altText"
        label="Alt Text"
        required
        helperText="What the image says, read to people who cannot see it"
      />
      <FormSwitch control={control} name="isActive" label="Active" />
      {ad ? (
        <Box
          component="img"
          src={ad.imageUrl}
          alt={`Current image: ${ad.altText}`}
          sx={{ display: 'block', mt: 2, maxWidth: '100%', maxHeight: 120, objectFit: 'contain' }}
        />
      ) : null}
      <Box sx={{ mt: 2 }}>
        <FilePicker
          label={ad ? 'Replace image' : 'Choose image'}
          icon={<ImageIcon />}
          inputLabel="Image file"
          accept={IMAGE_ACCEPT}
          inputRef={inputRef}
          buttonRef={buttonRef}
          onChange={choose}
          problem={fileMessage}
          hint={
            ad
              ? 'Leave empty to keep the current image. A PNG, JPEG, WebP or SVG image of at most 2 MB.'
              : 'A PNG, JPEG, WebP or SVG image of at most 2 MB.'
          }
          pending={saveAd.isPending}
        />
      </Box>
      {saveAd.isPending ? <UploadProgress progress={saveAd.progress} /> : null}
    </FormDialog>
  );
}
