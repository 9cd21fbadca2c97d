import { sql, type SQL } from 'drizzle-orm';
import type { ResoField, ResoResource } from './field-map';
import { translateFilter } from './filter';
import { badQuery } from './odata-error';

/*
 * A collection request's system query options (RESO Web API Core 2.5): `$select`, `$filter`,
 * `$orderby`, `$top` (at most MAX_TOP), `$skip`, `$count`. Anything else starting with `$` is
 * refused, as is a field the resource does not serve.
 */

export const MAX_TOP = 1000;
/** A page's size when `$top` is not given. */
export const DEFAULT_TOP = 100;
const MAX_SKIP = 1_000_000;

export interface CollectionQuery {
  fields: ResoField[];
  where: SQL;
  orderBy: SQL;
  top: number;
  skip: number;
  count: boolean;
}

const known = new Set(['$select', '$filter', '$orderby', '$top', '$skip', '$count', '$format']);

function fieldOf(resource: ResoResource, name: string, option: string): ResoField {
  const found = resource.fields.find((f) => f.name === name);
  if (!found) throw badQuery(`${option}: unknown field ${name} of ${resource.name}`, name);
  return found;
}

/** `$select=A,B`: those fields, in the resource's order; all of them without it. */
export function selectedFields(resource: ResoResource, select: string | undefined): ResoField[] {
  if (select === undefined || select.trim() === '*') return resource.fields;
  const names = new Set(select.split(',').map((name) => name.trim()));
  for (const name of names) fieldOf(resource, name, '$select');
  return resource.fields.filter((f) => names.has(f.name));
}

function whole(option: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,7}$/.test(value) || Number(value) > max) {
    throw badQuery(`${option} must be a whole number from 0 to ${max}`, option);
  }
  return Number(value);
}

function orderBy(resource: ResoResource, text: string | undefined): SQL {
  const parts: SQL[] = [];
  for (const item of text === undefined ? [] : text.split(',')) {
    const match = /^\s*([A-Za-z][A-Za-z0-9_]*)(?:\s+(asc|desc))?\s*$/.exec(item);
    if (!match) throw badQuery(`$orderby: ${item.trim()} is not a field and direction`, '$orderby');
    const field = fieldOf(resource, match[1]!, '$orderby');
    if (field.collection) throw badQuery(`$orderby: ${field.name} is a collection`, field.name);
    parts.push(
      sql`${field.column} ${sql.raw(match[2] === 'desc' ? 'desc nulls last' : 'asc nulls first')}`,
    );
  }
  parts.push(resource.tieBreak);
  return sql.join(parts, sql`, `);
}

/** The options of a collection request, checked; a 400 for anything unknown or malformed. */
export function collectionQuery(
  resource: ResoResource,
  options: Record<string, string | undefined>,
): CollectionQuery {
  for (const name of Object.keys(options)) {
    if (name.startsWith('$') && !known.has(name)) {
      throw badQuery(`Unsupported query option ${name}`, name);
    }
  }
  if (options.$format !== undefined && !/^(json|application\/json)\b/.test(options.$format)) {
    throw badQuery('$format must be json', '$format');
  }
  const count = options.$count;
  if (count !== undefined && count !== 'true' && count !== 'false') {
    throw badQuery('$count must be true or false', '$count');
  }
  const filter = options.$filter;
  return {
    fields: selectedFields(resource, options.$select),
    where:
      filter === undefined || filter.trim() === ''
        ? resource.visible
        : sql`(${resource.visible}) and ${translateFilter(resource, filter)}`,
    orderBy: orderBy(resource, options.$orderby),
    top: whole('$top', options.$top, MAX_TOP) ?? DEFAULT_TOP,
    skip: whole('$skip', options.$skip, MAX_SKIP) ?? 0,
    count: count === 'true',
  };
}
