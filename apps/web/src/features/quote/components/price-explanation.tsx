import { formatMoney, formatPounds } from '@van/domain/shared';
import { useId } from 'react';
import { priceExplanationCopy as copy } from '../../../content/quote';
import type {
  ExplainedLine,
  PriceExplanation as Explanation,
  ProfileLine,
  WayToChange,
} from '../price-explanation';
import { Disclosure } from './disclosure';
import styles from './details-list.module.css';

const effect = (value: number) =>
  value >= 0 ? copy.adds(formatMoney(value)) : copy.takesOff(formatMoney(-value));

const profileEffect = ({ effect: way, value }: ProfileLine) =>
  way === 'little'
    ? copy.little
    : way === 'raised'
      ? copy.raised(formatPounds(value))
      : copy.lowered(formatPounds(-value));

function wayText(way: WayToChange): string {
  switch (way.kind) {
    case 'voluntaryExcess':
      return copy.voluntaryExcess(way.amount === undefined ? undefined : formatPounds(way.amount));
    case 'extras':
      return copy.extras(formatMoney(way.cost));
    case 'ncdProtection':
      return copy.ncdProtection(formatMoney(way.cost));
    case 'payAnnually':
      return copy.payAnnually(formatMoney(way.saving));
  }
}

function ExactLines({ heading, lines }: { heading: string; lines: ExplainedLine[] }) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <>
      <h3 id={headingId}>{heading}</h3>
      <table className={styles.table} aria-labelledby={headingId}>
        <tbody>
          {lines.map((line) => (
            <tr key={line.code}>
              <th scope="row">{line.text}</th>
              <td>{effect(line.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * 'Why this price?' (decision 050), folded: first what the customer can change, then the things
 * about them and their van (which way, roughly how much), then their choices, tax and fees exactly,
 * and the price they add up to.
 */
export function PriceExplanation({
  explanation,
  ways,
}: {
  explanation: Explanation;
  ways: readonly WayToChange[];
}) {
  const profileHeadingId = useId();
  return (
    <Disclosure heading={copy.heading}>
      <h3>{copy.changeHeading}</h3>
      <ul>
        {ways.map((way) => (
          <li key={way.kind}>{wayText(way)}</li>
        ))}
        <li>{copy.tiers}</li>
      </ul>
      {explanation.profile.length > 0 || explanation.start !== undefined ? (
        <>
          <h3 id={profileHeadingId}>{copy.profileHeading}</h3>
          <p>{copy.profileIntro}</p>
          <table className={styles.table} aria-labelledby={profileHeadingId}>
            <tbody>
              {explanation.start === undefined ? null : (
                <tr>
                  <th scope="row">{copy.startLabel}</th>
                  <td>{copy.about(formatPounds(explanation.start))}</td>
                </tr>
              )}
              {explanation.profile.map((line) => (
                <tr key={line.code}>
                  <th scope="row">{line.text}</th>
                  <td className={styles.breakdown}>{profileEffect(line)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <ExactLines heading={copy.choicesHeading} lines={explanation.choices} />
      <ExactLines heading={copy.taxAndFeesHeading} lines={explanation.taxAndFees} />
      <p>
        <strong>
          {copy.total}: {formatMoney(explanation.total)}
        </strong>
      </p>
    </Disclosure>
  );
}
