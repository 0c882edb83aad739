import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for an MUI TextField: the ref must reach the <input> so focus-on-error works. */
export function muiField<N extends string>(registration: UseFormRegisterReturn<N>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
