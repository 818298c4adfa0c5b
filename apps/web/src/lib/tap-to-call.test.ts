import { describe, expect, it } from 'vitest';
import { isTapToCallDevice, telHref } from './tap-to-call';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('tap-to-call (§2.6, §9.1)', () => {
  it.each([
    ['an Android phone up to 600px wide', true, ANDROID, 5, true],
    ['an iPhone up to 600px wide', true, IPHONE, 5, true],
    ['an iPad (which says Macintosh) in a narrow window', true, IPAD_AS_MAC, 5, true],
    ['an Android device wider than 600px', false, ANDROID, 5, false],
    ['a desktop browser in a narrow window', true, WINDOWS, 0, false],
    ['a Mac without a touch screen in a narrow window', true, IPAD_AS_MAC, 0, false],
  ])('on %s: %s', (_case, narrow, userAgent, touchPoints, expected) => {
    expect(isTapToCallDevice(narrow, userAgent, touchPoints)).toBe(expected);
  });

  it('dials the digits of a number written with spaces', () => {
    expect(telHref('0808 157 0100')).toBe('tel:08081570100');
    expect(telHref('+44 808 157 0100')).toBe('tel:+448081570100');
  });
});
