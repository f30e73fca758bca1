import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageType', () => {
  it('recognizes PNG, JPEG and WebP by their signatures', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses near misses: a cut PNG signature, a RIFF that is not WebP, GIF, PDF', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectImageType(text('GIF89a'))).toBeNull();
    expect(detectImageType(text('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });

  it('recognizes SVG text whose root is <svg>, after a BOM, declaration, comments and doctype', () => {
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      detectImageType(
        text(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n' +
            '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
            '<svg version="1.1">',
        ),
      ),
    ).toBe('image/svg+xml');
  });

  it('refuses text that is not SVG, SVG after other markup, upper-case SVG, NUL bytes and bad UTF-8', () => {
    expect(detectImageType(text('<html><svg></svg></html>'))).toBeNull();
    expect(detectImageType(text('hello <svg>'))).toBeNull();
    expect(detectImageType(text('<SVG></SVG>'))).toBeNull();
    expect(detectImageType(text('<svgfoo/>'))).toBeNull();
    expect(detectImageType(text('<svg>\u0000</svg>'))).toBeNull();
    expect(detectImageType(bytes(0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe))).toBeNull();
  });
});
