/** A literal SQL array of constant strings (ours, never user input). */
export function textArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}
