/*
 * Writes what fields mean into the generated document: the route schemas say the fields' types,
 * a feature's table (rental-fields.ts, decision-fields.ts) their meaning. A description a schema
 * already has stands.
 */

export type Schema = { properties?: Record<string, Schema>; description?: string } & Record<
  string,
  unknown
>;

/** The descriptions that fit an object schema with these properties, or none. */
export type FieldsOf = (properties: Record<string, Schema>) => Record<string, string> | undefined;

/** Describes the fields of every object schema inside `node` that `fieldsOf` knows. */
export function describeFields(node: unknown, fieldsOf: FieldsOf): void {
  if (Array.isArray(node)) {
    for (const item of node) describeFields(item, fieldsOf);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  const properties = schema.properties;
  const fields = properties && typeof properties === 'object' ? fieldsOf(properties) : undefined;
  if (properties && fields) {
    for (const [name, description] of Object.entries(fields)) {
      const field = properties[name];
      if (field && typeof field === 'object' && !field.description) field.description = description;
    }
  }
  for (const value of Object.values(schema)) describeFields(value, fieldsOf);
}
