import type { AdFieldValues } from '@cj/shared/ads';

/** An ad's fields as the multipart form of POST /admin/ads and PUT /admin/ads/{id} sends them, image as `file`. */
export function adFormData(fields: AdFieldValues, image: File | null) {
  const form = new FormData();
  form.append('placement', String(fields.placement));
  form.append('property', String(fields.property));
  form.append('linkUrl', fields.linkUrl);
  form.append('altText', fields.altText);
  form.append('isActive', String(fields.isActive));
  if (image) form.append('file', image);
  return form;
}
