import { describe, expect, it } from 'vitest';
import { JPEG, PNG, WEBP } from '../../../test/image-fixtures';
import { detectImageType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageType', async () => {
  it('recognizes PNG, JPEG and WebP from their bytes', async () => {
    expect(await detectImageType(PNG)).toBe('image/png');
    expect(await detectImageType(JPEG)).toBe('image/jpeg');
    expect(await detectImageType(WEBP)).toBe('image/webp');
  });

  it('refuses near misses: a cut PNG signature, a RIFF that is not WebP, GIF, PDF', async () => {
    expect(await detectImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(await detectImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(await detectImageType(text('GIF89a'))).toBeNull();
    expect(await detectImageType(text('%PDF-1.7'))).toBeNull();
    expect(await detectImageType(bytes())).toBeNull();
  });

  it('recognizes SVG text whose root is <svg>, after a BOM, declaration, comments and doctype', async () => {
    expect(await detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      await detectImageType(
        text(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n' +
            '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
            '<svg version="1.1">',
        ),
      ),
    ).toBe('image/svg+xml');
  });

  it('refuses text that is not SVG, SVG after other markup, upper-case SVG, NUL bytes and bad UTF-8', async () => {
    expect(await detectImageType(text('<html><svg></svg></html>'))).toBeNull();
    expect(await detectImageType(text('hello <svg>'))).toBeNull();
    expect(await detectImageType(text('<SVG></SVG>'))).toBeNull();
    expect(await detectImageType(text('<svgfoo/>'))).toBeNull();
    expect(await detectImageType(text('<svg>\u0000</svg>'))).toBeNull();
    expect(await detectImageType(bytes(0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe))).toBeNull();
  });
});
