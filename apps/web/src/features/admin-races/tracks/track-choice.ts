import { z } from 'zod';

/** A form's track: '' until one is picked (then `message`), else the track's id. */
export function trackChoice(message: string) {
  return z
    .union([z.number(), z.literal('')])
    .pipe(z.number({ error: message }).int(message).positive(message));
}
