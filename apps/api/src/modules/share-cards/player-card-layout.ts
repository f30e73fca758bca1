import { BRAND_COLORS } from '@cj/shared/brand-colors';
import { type CardElement, type CardStyle, element as el } from '../../lib/card-image/element';
import { CARD_FONT_FAMILY } from '../../lib/card-image/fonts';
import type { PlayerCard } from './player-card';

/** The brand green darkened for text on white (the web theme's accessible primary, 6.8:1). */
const GREEN_TEXT = '#006A33';
/** Secondary text on the dark green (above 7:1 on #2D5032). */
const PALE_GREEN = '#CFE3D3';
const INK = '#1B2A1E';
const WHITE = '#FFFFFF';

/** The panel's columns, as flex weights of its inner width (about 830 px once padded and divided). */
const PANEL_INNER_WIDTH = 830;
const COLUMNS = { player: 5, rank: 4, figure: 4 } as const;
const columnWidth = (weight: number) =>
  (PANEL_INNER_WIDTH * weight) / (COLUMNS.player + COLUMNS.rank + COLUMNS.figure);

/**
 * A font size at which `text` fits `width` on one line: `largest` for short texts, smaller for long ones (a
 * character of Inter's heavy weights is about 0.6 em wide), never under two thirds of it; past that, an ellipsis.
 */
function fittedSize(text: string, largest: number, width: number): number {
  const fitting = Math.floor(width / (text.length * 0.6));
  return Math.max(Math.round((largest * 2) / 3), Math.min(largest, fitting));
}

const oneLine: CardStyle = {
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

const label = (text: string) =>
  el(
    'div',
    {
      display: 'flex',
      fontSize: 22,
      fontWeight: 600,
      color: BRAND_COLORS.textSecondary,
      textTransform: 'uppercase',
      letterSpacing: 2,
    },
    text,
  );

const column = (weight: number, ...children: CardElement[]) =>
  el(
    'div',
    { display: 'flex', flexDirection: 'column', flexGrow: weight, flexBasis: 0, minWidth: 0, gap: 4 },
    ...children,
  );

const divider = () =>
  el('div', {
    display: 'flex',
    width: 2,
    alignSelf: 'stretch',
    backgroundColor: BRAND_COLORS.grey,
    margin: '0 36px',
  });

/** The brand's mark as on its app icons, inverted for the dark card: its initials over a green bar, on white. */
function brandMark(card: PlayerCard): CardElement {
  const tile = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      width: 72,
      height: 72,
      borderRadius: 16,
      backgroundColor: WHITE,
      color: BRAND_COLORS.secondary,
      fontSize: 30,
      fontWeight: 800,
      letterSpacing: -1,
    },
    el('div', { display: 'flex', lineHeight: 1 }, card.brand.initials),
    el('div', {
      display: 'flex',
      width: 36,
      height: 5,
      borderRadius: 3,
      marginTop: 6,
      backgroundColor: BRAND_COLORS.primary,
    }),
  );
  return el(
    'div',
    { display: 'flex', alignItems: 'center', gap: 20 },
    tile,
    el('div', { display: 'flex', fontSize: 34, fontWeight: 700, color: WHITE }, card.brand.name),
  );
}

const pill = (text: string) =>
  el(
    'div',
    {
      display: 'flex',
      padding: '10px 22px',
      borderRadius: 999,
      backgroundColor: BRAND_COLORS.primary,
      color: WHITE,
      fontSize: 24,
      fontWeight: 600,
    },
    text,
  );

/** The contest's name (two lines at most) and date. */
const contestTitle = (card: PlayerCard) =>
  el(
    'div',
    { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 10 },
    el(
      'div',
      { display: 'block', fontSize: 58, fontWeight: 800, lineHeight: 1.12, letterSpacing: -1, lineClamp: 2 },
      card.contestName,
    ),
    el('div', { display: 'flex', fontSize: 30, color: PALE_GREEN }, card.contestDate),
  );

/** The white panel: the player and the brand's address, their rank among the entries, their figure. */
function standingPanel(card: PlayerCard): CardElement {
  const big = (text: string, largest: number, weight: number, color: string) =>
    el(
      'div',
      {
        ...oneLine,
        fontSize: fittedSize(text, largest, columnWidth(weight)),
        fontWeight: 800,
        lineHeight: 1.2,
        color,
      },
      text,
    );
  const note = (text: string, color: string, fontWeight: number) =>
    el('div', { display: 'flex', fontSize: 24, fontWeight, color }, text);
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '30px 40px',
      borderRadius: 24,
      backgroundColor: WHITE,
      color: INK,
      borderLeft: `12px solid ${BRAND_COLORS.primary}`,
    },
    column(
      COLUMNS.player,
      label('Player'),
      big(card.playerName, 52, COLUMNS.player, INK),
      note(card.brand.host, BRAND_COLORS.textSecondary, 400),
    ),
    divider(),
    column(
      COLUMNS.rank,
      label('Rank'),
      big(card.place, 52, COLUMNS.rank, GREEN_TEXT),
      note(card.placeOf, INK, 600),
    ),
    divider(),
    column(COLUMNS.figure, label(card.figureLabel), big(card.figure, 52, COLUMNS.figure, GREEN_TEXT)),
  );
}

/**
 * The 1200×630 card (the Open Graph size) on the brand's dark green: the brand and how far the figures go across
 * the top, the contest's name and date, and a white panel with the player, their rank and their figure.
 */
export function playerCardLayout(card: PlayerCard): CardElement {
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      padding: '52px 64px 48px',
      fontFamily: CARD_FONT_FAMILY,
      backgroundColor: BRAND_COLORS.secondary,
      backgroundImage: `linear-gradient(135deg, ${BRAND_COLORS.secondary} 0%, #1F3823 100%)`,
      color: WHITE,
    },
    el(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
      brandMark(card),
      pill(card.asOf),
    ),
    contestTitle(card),
    standingPanel(card),
  );
}
