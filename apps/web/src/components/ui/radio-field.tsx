import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { firstErrorMessage } from './error-summary';
import { RadioGroup, type RadioOption } from './radio-group';

export interface RadioFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  /** The first radio's id (the one an error summary link focuses). */
  id: string;
  legend: string;
  hint?: ReactNode;
  options: ReadonlyArray<RadioOption<FieldPathValue<T, N>>>;
  inline?: boolean;
  /** Called with the answer after the form has it, for questions that change others. */
  onAnswer?: (value: FieldPathValue<T, N>) => void;
}

/**
 * A RadioGroup answering one field of a react-hook-form form: its value, its error and its blur
 * come from the form, so a page states only the question.
 */
export function RadioField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  id,
  legend,
  hint,
  options,
  inline = false,
  onAnswer,
}: RadioFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroup
      id={id}
      name={field.name}
      legend={legend}
      hint={hint}
      error={firstErrorMessage(fieldState.error)}
      options={options}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        onAnswer?.(value);
      }}
      onBlur={field.onBlur}
      inline={inline}
    />
  );
}
