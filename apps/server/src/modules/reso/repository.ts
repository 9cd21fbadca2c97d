import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { ResoField, ResoResource } from './field-map';
import type { CollectionQuery } from './query';

/*
 * The RESO resources' reads: one parameterised statement each (field-map.ts gives the SQL of
 * every field; filter.ts the bound condition), answered in RESO's form.
 */

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A field's value as the database sends it in RESO's form: text dates, numbers, arrays. */
function selected(field: ResoField, index: number): SQL {
  const alias = sql.raw(`"f${index}"`);
  switch (field.type) {
    case 'Edm.Decimal':
      return sql`(${field.column})::float8 as ${alias}`;
    case 'Edm.Date':
      return sql`to_char(${field.column}, 'YYYY-MM-DD') as ${alias}`;
    case 'Edm.DateTimeOffset':
      return sql`to_char((${field.column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${alias}`;
    default:
      return sql`${field.column} as ${alias}`;
  }
}

type Convert = (value: unknown) => unknown;

/** How a field's value becomes RESO's: an enumeration's member by our value, a number. */
function converterOf(field: ResoField): Convert {
  const enumeration = field.enumeration;
  if (!enumeration) {
    if (field.type !== 'Edm.Decimal') return (value) => value ?? null;
    return (value) =>
      value === null || value === undefined
        ? null
        : typeof value === 'string'
          ? Number(value)
          : value;
  }
  const members = new Map(enumeration.members.map(([reso, ours]) => [ours as unknown, reso]));
  if (field.collection) {
    return (value) =>
      value === null || value === undefined
        ? []
        : (value as unknown[]).flatMap((ours) => members.get(ours) ?? []);
  }
  return (value) => members.get(value) ?? null;
}

/** Each field list's converters, made once (the fields are the resources' own objects). */
const converters = new WeakMap<ResoField, Convert>();

function toEntity(fields: ResoField[], row: Row): Row {
  const entity: Row = {};
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    let convert = converters.get(field);
    if (!convert) converters.set(field, (convert = converterOf(field)));
    entity[field.name] = convert(row[`f${i}`]);
  }
  return entity;
}

const dialect = new PgDialect();

/**
 * Each field list's select list, compiled once to its text (a whole resource's list lives as
 * long as the resource; a `$select` list is new each time, and goes with its request).
 */
const selectLists = new WeakMap<ResoField[], SQL>();

function selectList(fields: ResoField[]): SQL {
  let list = selectLists.get(fields);
  if (!list) {
    list = sql.join(
      fields.map((f, i) => selected(f, i)),
      sql`, `,
    );
    // Without parameters (the fields' SQL has none) its text stands for it as it is.
    const compiled = dialect.sqlToQuery(list);
    if (compiled.params.length === 0) list = sql.raw(compiled.sql);
    selectLists.set(fields, list);
  }
  return list;
}

/** The statement of a page (exported for the tests' EXPLAIN of its indexes). */
export function pageStatement(resource: ResoResource, query: CollectionQuery): SQL {
  return sql`select ${selectList(query.fields)} from ${resource.from} where ${query.where} order by ${query.orderBy} limit ${query.top} offset ${query.skip}`;
}

/** A page of the resource, and (with `$count=true`) how many match. */
export async function readCollection(
  db: Database,
  resource: ResoResource,
  query: CollectionQuery,
): Promise<{ rows: Row[]; count: number | undefined }> {
  const page = rowsOf(db, pageStatement(resource, query));
  const total = query.count
    ? rowsOf(db, sql`select count(*)::int as "n" from ${resource.from} where ${query.where}`)
    : Promise.resolve(undefined);
  const [rows, counted] = await Promise.all([page, total]);
  return {
    rows: rows.map((row) => toEntity(query.fields, row)),
    count: counted === undefined ? undefined : Number(counted[0]?.n ?? 0),
  };
}

/** One entity by its key, or undefined (unknown, or not one the public may see). */
export async function readByKey(
  db: Database,
  resource: ResoResource,
  fields: ResoField[],
  key: string,
): Promise<Row | undefined> {
  const match = resource.byKey(key);
  if (!match) return undefined;
  const [row] = await rowsOf(
    db,
    sql`select ${selectList(fields)} from ${resource.from} where (${resource.visible}) and ${match} limit 1`,
  );
  return row && toEntity(fields, row);
}
