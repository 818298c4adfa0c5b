import { MAX_CLAIMS, type MetadataItem } from '@van/domain';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DateInput } from '../../../components/ui/date-input';
import { firstErrorMessage } from '../../../components/ui/error-summary';
import { RadioGroup, YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { RepeatableEntries } from '../../../components/ui/repeatable-entries';
import { Select } from '../../../components/ui/select';
import { licenceDetailsCopy as copy } from '../../../content/licence-details';
import { asNumber, asOptional } from '../../../lib/form-values';
import type { LicenceScreenInput } from '../licence-details-screen';

export const HAS_CLAIMS_ID = 'has-claims';

/** Ids of the controls of claim `index`, in page order, by the field each answers. */
export function claimFieldIds(index: number) {
  return {
    description: `claim-${index}-description`,
    claimDate: `claim-${index}-date`,
    ncdPrejudiced: `claim-${index}-ncd`,
  } as const;
}

const NEW_CLAIM: LicenceScreenInput['claims'][number] = {} as LicenceScreenInput['claims'][number];

/**
 * 'Have you made any claims in the last 5 years?' and, after Yes, the claims themselves: at least
 * one, at most 5 (§5.1). No clears the list, so no hidden claim is checked or sent.
 */
export function ClaimsQuestion({ descriptions }: { descriptions: readonly MetadataItem[] }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<LicenceScreenInput>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'claims' });
  const hasClaims = useWatch({ control, name: 'hasClaims' });
  const options = descriptions.map((item) => ({ value: item.code, label: item.description }));

  return (
    <>
      <Controller
        control={control}
        name="hasClaims"
        render={({ field }) => (
          <RadioGroup
            id={HAS_CLAIMS_ID}
            name={field.name}
            legend={copy.hasClaimsLegend}
            hint={copy.hasClaimsHint}
            error={errors.hasClaims?.message}
            options={YES_NO_OPTIONS}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (!value) replace([]);
              else if (fields.length === 0) append(NEW_CLAIM, { shouldFocus: false });
            }}
            onBlur={field.onBlur}
            inline
          />
        )}
      />
      {hasClaims === true && (
        <RepeatableEntries
          keys={fields.map((field) => field.id)}
          entryLegend={(index) => copy.claimLegend(index + 1)}
          addLabel={copy.addClaim}
          removeLabel={copy.removeClaim}
          onAdd={() => append(NEW_CLAIM, { shouldFocus: false })}
          onRemove={remove}
          max={MAX_CLAIMS}
          min={1}
        >
          {(index) => {
            const ids = claimFieldIds(index);
            const entryErrors = errors.claims?.[index];
            return (
              <>
                <Select
                  id={ids.description}
                  label={copy.claimDescriptionLabel}
                  placeholder={copy.claimDescriptionPlaceholder}
                  options={options}
                  error={entryErrors?.description?.message}
                  {...register(`claims.${index}.description`, { setValueAs: asOptional })}
                />
                <DateInput
                  id={ids.claimDate}
                  legend={copy.claimDateLegend}
                  hint={copy.claimDateHint}
                  error={firstErrorMessage(entryErrors?.claimDate)}
                  day={register(`claims.${index}.claimDate.day`, { setValueAs: asNumber })}
                  month={register(`claims.${index}.claimDate.month`, { setValueAs: asNumber })}
                  year={register(`claims.${index}.claimDate.year`, { setValueAs: asNumber })}
                />
                <Controller
                  control={control}
                  name={`claims.${index}.ncdPrejudiced`}
                  render={({ field }) => (
                    <RadioGroup
                      id={ids.ncdPrejudiced}
                      name={field.name}
                      legend={copy.claimNcdLegend}
                      error={entryErrors?.ncdPrejudiced?.message}
                      options={YES_NO_OPTIONS}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inline
                    />
                  )}
                />
              </>
            );
          }}
        </RepeatableEntries>
      )}
    </>
  );
}
