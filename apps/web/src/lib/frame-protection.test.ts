import { describe, expect, it, vi } from 'vitest';
import {
  isLocalHost,
  leaveAllowedFrame,
  mayTakeOverFrom,
  type FrameContext,
} from './frame-protection';

const JOURNEY_URL = 'https://vans.example.co.uk/your-quote';

function framedBy(
  framingUrls: string[] | undefined,
  referrer = '',
): { context: FrameContext; replace: ReturnType<typeof vi.fn> } {
  const replace = vi.fn();
  const context: FrameContext = {
    self: {},
    top: { location: { replace } },
    location: {
      href: JOURNEY_URL,
      hostname: 'vans.example.co.uk',
      ancestorOrigins: framingUrls && {
        length: framingUrls.length,
        item: (index) => framingUrls[index] ?? null,
      },
    },
    document: { referrer },
  };
  return { context, replace };
}

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['printer.local', true],
    ['example.co.uk', false],
    ['localhost.example.com', false],
    ['10.0.0.1', false],
  ])('%s is local: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });
});

describe('mayTakeOverFrom (§2.5)', () => {
  it.each([
    ['an allowed embedding host', 'partner.example.com', true],
    ['an allowed host in other letter case', 'Partner.Example.com', true],
    ['our own host (a payment frame returning to us)', 'vans.example.co.uk', true],
    ['a local domain', 'localhost', true],
    ['any other host', 'evil.example.net', false],
    ['a subdomain of an allowed host', 'x.partner.example.com', false],
  ])('takes over the window from %s: %s', (_case, host, expected) => {
    expect(mayTakeOverFrom(host, 'vans.example.co.uk', ['partner.example.com'])).toBe(expected);
  });
});

describe('leaveAllowedFrame (§2.5)', () => {
  it('sends the top window to the journey when framed by an allowed host', () => {
    const { context, replace } = framedBy(['https://partner.example.com']);
    expect(leaveAllowedFrame(context, ['partner.example.com'])).toBe(true);
    expect(replace).toHaveBeenCalledWith(JOURNEY_URL);
  });

  it('judges by the top-most frame when frames are nested', () => {
    const { context, replace } = framedBy([
      'https://evil.example.net',
      'https://partner.example.com',
    ]);
    leaveAllowedFrame(context, ['partner.example.com']);
    expect(replace).toHaveBeenCalledWith(JOURNEY_URL);
  });

  it('falls back to the referrer where the browser has no ancestorOrigins', () => {
    const { context, replace } = framedBy(undefined, 'http://localhost:5173/some/page');
    expect(leaveAllowedFrame(context, [])).toBe(true);
    expect(replace).toHaveBeenCalled();
  });

  it('leaves the window alone when framed by any other host', () => {
    const { context, replace } = framedBy(['https://evil.example.net']);
    expect(leaveAllowedFrame(context, ['partner.example.com'])).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('does nothing when not framed', () => {
    const { context, replace } = framedBy(['https://partner.example.com']);
    const unframed = { ...context, top: context.self as FrameContext['top'] };
    expect(leaveAllowedFrame(unframed, ['partner.example.com'])).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('does nothing when the framing page cannot be known', () => {
    const { context, replace } = framedBy(undefined, '');
    expect(leaveAllowedFrame(context, ['partner.example.com'])).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('stays in the frame when the browser refuses the navigation', () => {
    const { context, replace } = framedBy(['https://partner.example.com']);
    replace.mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(leaveAllowedFrame(context, ['partner.example.com'])).toBe(false);
  });
});
