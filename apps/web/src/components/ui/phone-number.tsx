import { telHref, useTapToCall } from '../../lib/tap-to-call';

/** A contact number: a tap-to-call link on a phone (§2.6), bold text elsewhere. */
export function PhoneNumber({ number }: { number: string }) {
  const tapToCall = useTapToCall();
  return tapToCall ? (
    <a href={telHref(number)}>
      <strong>{number}</strong>
    </a>
  ) : (
    <strong>{number}</strong>
  );
}
