import { Controller } from 'react-hook-form';
import type { ComboBoxItem } from '../../../components/ui/combo-box';
import { ListComboBox } from './list-combo-box';
import { Select, type SelectOption } from '../../../components/ui/select';
import { driverDetailsCopy as copy } from '../../../content/driver-details';
import { asOptional } from '../../../lib/form-values';
import type { DriverDetailsFormApi, occupationIds } from '../driver-details-answers';

export interface OccupationLists {
  statuses: ReadonlyArray<SelectOption>;
  occupations: ReadonlyArray<ComboBoxItem>;
  businesses: ReadonlyArray<ComboBoxItem>;
}

/**
 * §3.7 / §9.9 one job: employment status, then occupation and employer's business chosen from
 * their long lists by typing. OccupationFormSchema asks only the status; occupation and business
 * are optional whatever the status, so both are always shown and never required here.
 */
export function OccupationQuestions({
  form,
  name,
  ids,
  labels,
  lists,
}: {
  form: DriverDetailsFormApi;
  name: 'occupation' | 'partTimeOccupation';
  ids: ReturnType<typeof occupationIds>;
  labels: {
    empStatus: string;
    occupation: string;
    occupationHint: string;
    employersBusiness: string;
    employersBusinessHint: string;
  };
  lists: OccupationLists;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const error = errors[name];
  return (
    <>
      <Select
        id={ids.empStatus}
        label={labels.empStatus}
        error={error?.empStatus?.message}
        placeholder={copy.empStatusPlaceholder}
        options={lists.statuses}
        {...register(`${name}.empStatus`, { setValueAs: asOptional })}
      />
      <Controller
        control={control}
        name={`${name}.occupation`}
        render={({ field, fieldState }) => (
          <ListComboBox
            id={ids.occupation}
            label={labels.occupation}
            hint={labels.occupationHint}
            error={fieldState.error?.message}
            items={lists.occupations}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name={`${name}.employersBusiness`}
        render={({ field, fieldState }) => (
          <ListComboBox
            id={ids.employersBusiness}
            label={labels.employersBusiness}
            hint={labels.employersBusinessHint}
            error={fieldState.error?.message}
            items={lists.businesses}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}
