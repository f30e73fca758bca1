import type { CardElement } from './element';
import { cardFonts } from './fonts';

export interface CardSize {
  width: number;
  height: number;
}

export interface CardSvg {
  svg: string;
  /** Every text the layout placed, in order: what the picture says, for tests to read (the SVG draws glyphs). */
  texts: string[];
}

// Loaded at the first card, not with the server: satori compiles its layout engine (WebAssembly) when imported,
// a fifth of a second the server's start and every test file would otherwise pay.
const renderers = () => Promise.all([import('satori'), import('@resvg/resvg-js')]);

/** Lays a card out and draws it as SVG (satori): text becomes glyph outlines, so the PNG needs no fonts. */
export async function renderCardSvg(card: CardElement, size: CardSize): Promise<CardSvg> {
  const [{ default: satori }] = await renderers();
  const texts: string[] = [];
  const svg = await satori(card, {
    ...size,
    fonts: await cardFonts(),
    onNodeDetected: (node) => {
      if (node.textContent) texts.push(node.textContent);
    },
  });
  return { svg, texts };
}

/** Rasterises a card's SVG to PNG at its own size (resvg, on libuv's thread pool, off the event loop). */
export async function renderCardPng(svg: string): Promise<Buffer> {
  const [, { renderAsync }] = await renderers();
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}
