import type { Quote, Result } from '@van/domain/quote';
import { formatPounds } from '@van/domain/shared';
import { excessDetailsCopy as copy } from '../../../content/quote';
import { driverExcesses, type ClaimExcess } from '../excess-details';
import { Disclosure } from './disclosure';
import styles from './details-list.module.css';

function ExcessCell({ claim }: { claim: ClaimExcess }) {
  return (
    <>
      {claim.total !== undefined ? (
        <>
          <strong>{copy.total(formatPounds(claim.total))}</strong>
          <span className={styles.breakdown}>
            {copy.made(
              claim.compulsory === undefined ? undefined : formatPounds(claim.compulsory),
              claim.voluntary === undefined ? undefined : formatPounds(claim.voluntary),
            )}
          </span>
        </>
      ) : null}
      {claim.others.map(({ reason, value }) => (
        <span key={reason} className={styles.breakdown}>
          {copy.other(reason, formatPounds(value))}
        </span>
      ))}
    </>
  );
}

/**
 * §2.6 excess section, 'Full excess details for {driver}' for each driver (§3.11 compulsory excess
 * view): what they would pay towards each type of claim on the chosen tier, each figure named
 * for what it is (total, compulsory, voluntary); folded below the price panel (decision 050).
 */
export function ExcessDetails({ quote, result }: { quote: Quote; result: Result | undefined }) {
  const drivers = driverExcesses(quote, result);
  if (drivers.length === 0) return null;
  return (
    <Disclosure heading={copy.heading}>
      <p>{copy.intro}</p>
      {drivers.map((driver) => (
        <table key={driver.driver} className={styles.table}>
          <caption className={styles.caption}>{copy.driverHeading(driver.driver)}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.claimColumn}</th>
              <th scope="col">{copy.excessColumn}</th>
            </tr>
          </thead>
          <tbody>
            {driver.claims.map((claim) => (
              <tr key={claim.excessType}>
                <th scope="row">{claim.claimType}</th>
                <td>
                  <ExcessCell claim={claim} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Disclosure>
  );
}
