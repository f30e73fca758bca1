import { type ParseRaceCard, RACE_CARD_MESSAGES, type RaceCardImport } from '@cj/shared/race-cards';
import { TRACK_MESSAGES } from '@cj/shared/tracks';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Operator } from '../audit/subjects';
import { findTrack } from '../tracks/service';
import { buildCard, type ParsedCard } from './card-builder';
import { cardError, describeFile } from './card-errors';
import { htmlAdapterFor } from './html-adapters';
import { importCard } from './import-service';
import { displayName, readCardFile } from './read-card-file';
import { sniffCardFormat } from './sniff';
import { decodeUtf8OrLatin1 } from './text-decoding';
import {
  DEFAULT_FETCH_LIMITS,
  FetchCutOffError,
  FetchError,
  type Fetched,
  fetchWithLimits,
} from './url-fetch';

/** The name a fetched body goes by in messages: the address's last path segment, or its host. */
function fetchedName(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).pop();
  if (!segment) return url.hostname;
  try {
    return displayName(decodeURIComponent(segment));
  } catch {
    return displayName(segment);
  }
}

async function readFetchedCard(fetched: Fetched): Promise<ParsedCard> {
  const name = fetchedName(fetched.url);
  const format = sniffCardFormat(fetched.bytes);
  const isHtml = format === 'html' || (format === 'unknown' && /\btext\/html\b/i.test(fetched.contentType));
  if (isHtml) {
    const host = fetched.url.hostname;
    const adapter = htmlAdapterFor(host);
    if (!adapter) throw badRequest(`This page is not supported: no race-card reader for ${host}.`);
    const file = describeFile(name);
    return buildCard({ file, rows: adapter.read(decodeUtf8OrLatin1(fetched.bytes), fetched.url) });
  }
  if (format === 'unknown') {
    throw cardError(
      describeFile(name),
      'the address did not return a race card (a zip, a Brisnet .DRF file or a race card CSV).',
    );
  }
  return readCardFile({ name, bytes: fetched.bytes }, format);
}

/**
 * POST /race-parser (administrators): fetches the address within limits and imports what it holds into the
 * given track's card, through the same parsers and the same all-or-nothing import as an upload.
 */
export async function parseRaceCardFromUrl(
  ctx: AppContext,
  operator: Operator,
  input: ParseRaceCard,
): Promise<RaceCardImport> {
  if (!URL.canParse(input.url)) throw badRequest(RACE_CARD_MESSAGES.urlUnreadable);
  const track = await findTrack(ctx.db, input.trackId);
  if (!track) throw notFound(TRACK_MESSAGES.trackNotFound);
  let fetched: Fetched;
  try {
    fetched = await fetchWithLimits(input.url, {
      ...DEFAULT_FETCH_LIMITS,
      timeoutMs: ctx.raceCardFetchTimeoutMs,
      allowPrivateAddresses: ctx.allowPrivateAddresses,
    });
  } catch (error) {
    // A card cut off mid-answer is refused whole: importing the races that did arrive would look complete.
    if (error instanceof FetchCutOffError) throw badRequest(RACE_CARD_MESSAGES.fetchCutOff);
    if (error instanceof FetchError) throw badRequest(`Could not read the address: ${error.message}`);
    throw error;
  }
  return importCard(ctx, operator, await readFetchedCard(fetched), { track });
}
