import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_TYPES } from '@cj/shared/images';

/**
 * What is wrong with the files chosen for an image upload (a sponsor logo, a player's photo), before sending them: exactly one file,
 * at most 2 MB, and not plainly another type. The server checks the type from the bytes; the browser's guess from
 * the name only catches the obvious mistakes early.
 */
export function imageFileProblem(files: FileList | readonly File[] | null): string | null {
  if (!files || files.length === 0) return IMAGE_MESSAGES.fileRequired;
  if (files.length > 1) return IMAGE_MESSAGES.oneFileOnly;
  const file = files[0]!;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.fileTooLarge;
  if (file.type && !(file.type in IMAGE_TYPES)) return IMAGE_MESSAGES.unsupportedType;
  return null;
}
