import { MOBILE_BREAKPOINT_PX } from '@van/domain/reference-data';
import { useSyncExternalStore } from 'react';

// §2.6: 'On mobile (width up to 600px and an Android or iOS device) the phone number is a
// tap-to-call link.' §9.1: the mobile breakpoint is 600px.

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** iPadOS reports itself as a Mac; a touch-screen 'Macintosh' is an iPad. */
const ANDROID_OR_IOS = /Android|iPhone|iPad|iPod/i;

/** Whether a device of this kind shows phone numbers as tap-to-call links. */
export function isTapToCallDevice(isNarrow: boolean, userAgent: string, touchPoints = 0): boolean {
  const mobileOs =
    ANDROID_OR_IOS.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return isNarrow && mobileOs;
}

/** The tel: URL of a number as shown ('0808 157 0100' → 'tel:08081570100'). */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrowViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** True on a phone-sized Android or iOS screen; follows the viewport as it is resized or turned. */
export function useTapToCall(): boolean {
  const isNarrow = useSyncExternalStore(subscribe, isNarrowViewport, () => false);
  return isTapToCallDevice(isNarrow, navigator.userAgent, navigator.maxTouchPoints);
}
