/** Joins CSS-module class names, skipping the ones whose condition is false. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
