import { useId } from 'react';
import { RadioGroup, YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { coverChoicesCopy as copy } from '../../../content/quote';
import { formatMoney, formatPounds } from '@van/domain/shared';

export interface CoverChoicesProps {
  voluntaryExcess: number | undefined;
  voluntaryExcessOptions: readonly number[];
  compulsoryExcess: number | undefined;
  onVoluntaryExcessChange: (amount: number) => void;
  /** Years of no claims discount; the protection question is asked only when above 0. */
  ncdYears: number;
  ncdProtected: boolean;
  /** What protection costs a year; undefined when the tier does not offer it. */
  protectedNcdPrice: number | undefined;
  onNcdProtectedChange: (protect: boolean) => void;
}

/**
 * §2.6 'Voluntary excess and protected NCD choices'. Each change re-prices the quote (the
 * caller's handlers). Protection is offered only with a no claims discount (§4.7) that the
 * insurer will protect.
 */
export function CoverChoices(props: CoverChoicesProps) {
  const excessHeadingId = useId();
  const ncdHeadingId = useId();
  const offerProtection = props.ncdYears > 0 && props.protectedNcdPrice !== undefined;
  return (
    <>
      <section aria-labelledby={excessHeadingId}>
        <h3 id={excessHeadingId}>{copy.excessHeading}</h3>
        <Select
          id="voluntary-excess"
          label={copy.excessLabel}
          hint={copy.excessHint(
            props.compulsoryExcess === undefined ? undefined : formatPounds(props.compulsoryExcess),
          )}
          options={props.voluntaryExcessOptions.map((amount) => ({
            value: String(amount),
            label: copy.excessOption(formatPounds(amount)),
          }))}
          value={props.voluntaryExcess === undefined ? '' : String(props.voluntaryExcess)}
          onChange={(event) => props.onVoluntaryExcessChange(Number(event.target.value))}
        />
      </section>
      {offerProtection ? (
        <section aria-labelledby={ncdHeadingId}>
          <h3 id={ncdHeadingId}>{copy.ncdHeading}</h3>
          <RadioGroup
            id="protected-ncd"
            name="protectedNcd"
            legend={copy.ncdLegend(props.ncdYears)}
            hint={copy.ncdHint(
              props.protectedNcdPrice === undefined
                ? undefined
                : formatMoney(props.protectedNcdPrice),
            )}
            options={YES_NO_OPTIONS}
            value={props.ncdProtected}
            onChange={props.onNcdProtectedChange}
            inline
          />
        </section>
      ) : null}
    </>
  );
}
