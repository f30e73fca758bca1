import { describe, expect, it } from 'vitest';
import { guessWideScreen } from './wide-screen';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Safari/537.36';

describe("the server's guess of the screen's width", () => {
  it('is narrow for a phone, by its User-Agent or its Sec-CH-UA-Mobile, and wide otherwise', () => {
    expect(guessWideScreen(new Headers({ 'user-agent': PHONE }))).toBe(false);
    expect(guessWideScreen(new Headers({ 'user-agent': IPHONE }))).toBe(false);
    expect(guessWideScreen(new Headers({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' }))).toBe(false);
    expect(guessWideScreen(new Headers({ 'user-agent': PHONE, 'sec-ch-ua-mobile': '?0' }))).toBe(false);
    expect(guessWideScreen(new Headers({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' }))).toBe(true);
    expect(guessWideScreen(new Headers())).toBe(true);
  });
});
