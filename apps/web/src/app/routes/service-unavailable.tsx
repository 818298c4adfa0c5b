import { serviceUnavailableCopy } from '../../content/service-unavailable';
import { usePublicConfig } from '../../lib/public-config';

/** §2.6: 'Service unavailable: shows its own contact number {phone}.' */
export function ServiceUnavailableRoute() {
  const { phoneNumbers } = usePublicConfig();
  return (
    <>
      <h1>{serviceUnavailableCopy.heading}</h1>
      <p>{serviceUnavailableCopy.tryLater}</p>
      <p>
        {serviceUnavailableCopy.callUs} <strong>{phoneNumbers.general}</strong>.
      </p>
    </>
  );
}
