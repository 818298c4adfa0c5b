// §2.5 framing protection: 'If the product is loaded inside a frame and the URL is on an allowed
// domain list ({host}) or is a local domain, the top window is redirected to that URL. The same
// applies to payment-related URLs.' We read 'the URL' as the framing page's (decision 017): when an
// allowed embedder or our own page (a payment frame returning to us) frames the journey, the
// journey takes over the whole window. Anyone else cannot frame it at all: the server's CSP
// frame-ancestors refuses them. Run at start-up from main.tsx, never from an inline script (our CSP
// forbids inline scripts).

/** The parts of `window` this module reads, so tests can pass a plain object. */
export interface FrameContext {
  readonly self: unknown;
  readonly top: { location: { replace: (url: string) => void } } | null;
  readonly location: {
    readonly href: string;
    readonly hostname: string;
    readonly ancestorOrigins?: { readonly length: number; item: (index: number) => string | null };
  };
  readonly document: { readonly referrer: string };
}

/** Hosts that only ever serve a developer's own machine. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

function hostOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The host of the page at the top of the frame tree, as far as the browser says: the last of
 * location.ancestorOrigins (Chromium, Safari), else the referrer (the direct parent, Firefox).
 */
export function framingHostOf(context: FrameContext): string | undefined {
  const ancestors = context.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return hostOf(ancestors.item(ancestors.length - 1));
  return hostOf(context.document.referrer);
}

/** Whether a page framing the journey from `framingHost` should hand the window over to it. */
export function mayTakeOverFrom(
  framingHost: string,
  ownHost: string,
  allowedHosts: readonly string[],
): boolean {
  const host = framingHost.toLowerCase();
  return (
    host === ownHost.toLowerCase() ||
    isLocalHost(host) ||
    allowedHosts.some((allowed) => allowed.toLowerCase() === host)
  );
}

/**
 * When framed by an allowed page, sends the top window to this page's URL; returns whether it did.
 * A browser may still refuse a cross-origin frame this navigation (Chromium without a user
 * gesture); the journey then simply stays in its frame.
 */
export function leaveAllowedFrame(context: FrameContext, allowedHosts: readonly string[]): boolean {
  if (context.top === null || context.top === context.self) return false;
  const framingHost = framingHostOf(context);
  if (framingHost === undefined) return false;
  if (!mayTakeOverFrom(framingHost, context.location.hostname, allowedHosts)) return false;
  try {
    context.top.location.replace(context.location.href);
    return true;
  } catch {
    return false;
  }
}
