import { telHref, useTapToCall } from '../../lib/tap-to-call';

/**
 * A contact number: a tap-to-call link on a phone (§2.6), bold text elsewhere. A `lead` ('Call
 * us') is part of the same text, and of the link's name.
 */
export function PhoneNumber({ number, lead }: { number: string; lead?: string }) {
  const tapToCall = useTapToCall();
  const text = lead === undefined ? number : `${lead} ${number}`;
  return tapToCall ? (
    <a href={telHref(number)}>
      <strong>{text}</strong>
    </a>
  ) : (
    <strong>{text}</strong>
  );
}
