import { HttpError } from '../../lib/http-errors';

/**
 * Where a problem was found: the file as the admin knows it ('CD0503.DRF', or 'CD0503.DRF' in 'CD0503.zip')
 * and, when it is about one line, its 1-based line number.
 */
export interface CardPlace {
  file: string;
  line?: number;
}

/** A race card that cannot be imported: 400 with a message that names the file and line. */
export class CardFileError extends HttpError {
  constructor(place: CardPlace, detail: string) {
    super(400, `${place.line === undefined ? place.file : `${place.file}, line ${place.line}`}: ${detail}`);
    this.name = 'CardFileError';
  }
}

export const cardError = (file: string, detail: string, line?: number) =>
  new CardFileError(line === undefined ? { file } : { file, line }, detail);

/** How a file is named in messages: "x.DRF", or "x.DRF" in "card.zip" for an entry of an upload. */
export const describeFile = (name: string, container?: string) =>
  container === undefined ? `"${name}"` : `"${name}" in "${container}"`;
