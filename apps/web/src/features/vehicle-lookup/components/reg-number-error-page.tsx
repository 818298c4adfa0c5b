import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { RegistrationNumberSchema } from '@van/domain/risk';
import { Link, useLocation } from 'react-router';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { regNumberErrorCopy as copy } from '../../../content/car-details';
import { registrationNotFoundCopy } from '../../../content/find-van-by-model';
import { usePublicConfig } from '../../../lib/public-config';
import { useJourneyStore } from '../../../stores/journey-store';
import { FindVanByModel } from './find-van-by-model';

/** What the lookup leaves in the history entry's state: the registration it did not find. */
export interface RegistrationNotFoundState {
  registrationNumber: string;
}

/**
 * The registration the customer typed, from the history entry's state (never the address: a
 * registration is personal data). Anything else, or a direct visit, gives none.
 */
function useRegistrationTyped(): string | undefined {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('registrationNumber' in state)) {
    return undefined;
  }
  const parsed = RegistrationNumberSchema.safeParse(state.registrationNumber);
  return parsed.success ? parsed.data : undefined;
}

/**
 * your-quote/registration-number-error (§2.1 'Registration not found'): where a lookup that finds
 * no van leads (§8). Not a dead end (decision 053): it repeats the registration typed, offers to
 * check it and try again, or to find the van by make and model and carry on to van-details; the
 * stepper stays on Van.
 */
export function RegNumberErrorPage() {
  const { phoneNumbers } = usePublicConfig();
  const sourceOfBusiness = useJourneyStore((state) => state.quote?.policy.sourceOfBusiness);
  const registrationNumber = useRegistrationTyped();
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>
        {registrationNumber === undefined
          ? copy.explanation
          : registrationNotFoundCopy.notFound(registrationNumber)}
      </p>
      <p>
        {registrationNotFoundCopy.checkAndRetry}{' '}
        <Link to={pageHref('VehicleLookup')}>{copy.tryAgain}</Link>
      </p>
      <FindVanByModel registrationNumber={registrationNumber} />
      <p>
        {copy.help} <PhoneNumber number={contactPhoneNumber(phoneNumbers, sourceOfBusiness)} />.
      </p>
    </>
  );
}
