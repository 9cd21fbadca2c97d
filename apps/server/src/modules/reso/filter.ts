import { sql, type SQL } from 'drizzle-orm';
import { filter as parseFilter } from 'odata-v4-parser';
import { ENUM_NAMESPACE, type ResoField, type ResoResource } from './field-map';
import { badQuery } from './odata-error';

/*
 * `$filter` (RESO Web API Core 2.5.9): parsed by odata-v4-parser (OData 4.0's ABNF), then
 * translated here to parameterised SQL. Only the resource's own fields (field-map.ts) and
 * literals are accepted; every literal is a bound value, every operator one of the constants
 * below: nothing of the input is ever SQL text (decision 072).
 */

interface Node {
  type: string;
  raw: string;
  value: unknown;
}

/** Inside a lambda (`Field/any(x: ...)`): its variable stands for an element of `field`. */
interface Scope {
  resource: ResoResource;
  lambda?: { variable: string; field: ResoField };
}

export const MAX_FILTER_LENGTH = 2000;

const comparisons: Record<string, string> = {
  EqualsExpression: '=',
  NotEqualsExpression: 'is distinct from',
  GreaterThanExpression: '>',
  GreaterOrEqualsExpression: '>=',
  LesserThanExpression: '<',
  LesserOrEqualsExpression: '<=',
};

const numericLiterals = new Set([
  'Edm.SByte',
  'Edm.Byte',
  'Edm.Int16',
  'Edm.Int32',
  'Edm.Int64',
  'Edm.Decimal',
  'Edm.Double',
  'Edm.Single',
]);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const child = (node: Node, key: string): Node => {
  const value = (node.value as Record<string, unknown> | null)?.[key];
  if (!isNode(value)) throw badQuery(`Unsupported expression: ${node.raw}`, '$filter');
  return value;
};

/** The expression inside the wrappers the grammar puts around a member or a group. */
function unwrap(node: Node): Node {
  let current = node;
  while (
    ['CommonExpression', 'FirstMemberExpression', 'MemberExpression', 'ParenExpression'].includes(
      current.type,
    ) &&
    isNode(current.value)
  ) {
    current = current.value;
  }
  return current;
}

type Operand =
  | { kind: 'field'; field: ResoField; column: SQL }
  | { kind: 'lambda'; field: ResoField; any: boolean; variable: string; predicate: Node };

function fieldNamed(scope: Scope, name: string): ResoField {
  const found = scope.resource.fields.find((f) => f.name === name);
  if (!found) throw badQuery(`Unknown field ${name} of ${scope.resource.name}`, name);
  return found;
}

/** A field, a lambda variable, or `Field/any(...)` / `Field/all(...)`. */
function operand(node: Node, scope: Scope): Operand {
  const inner = unwrap(node);
  if (inner.type === 'LambdaVariableExpression') {
    if (!scope.lambda || inner.raw !== scope.lambda.variable) {
      throw badQuery(`Unknown variable ${inner.raw}`, '$filter');
    }
    return { kind: 'field', field: scope.lambda.field, column: sql`"reso_el"` };
  }
  if (inner.type !== 'PropertyPathExpression') {
    throw badQuery(`Unsupported expression: ${inner.raw}`, '$filter');
  }
  const path = inner.value as Record<string, unknown>;
  if (isNode(path) && path.type === 'ODataIdentifier') {
    const field = fieldNamed(scope, path.raw);
    return { kind: 'field', field, column: field.column };
  }
  const current = path.current;
  const next = path.next;
  if (!isNode(current) || !isNode(next) || next.type !== 'CollectionPathExpression') {
    throw badQuery(`Unsupported expression: ${inner.raw}`, '$filter');
  }
  const lambda = isNode(next.value) ? next.value : undefined;
  if (!lambda || (lambda.type !== 'AnyExpression' && lambda.type !== 'AllExpression')) {
    throw badQuery(`Unsupported expression: ${inner.raw}`, '$filter');
  }
  const field = fieldNamed(scope, current.raw);
  if (!field.collection) throw badQuery(`${field.name} is not a collection`, field.name);
  if (scope.lambda) throw badQuery('Nested lambda expressions are not supported', '$filter');
  const predicate = child(lambda, 'predicate').value;
  if (!isNode(predicate)) throw badQuery(`Unsupported expression: ${inner.raw}`, '$filter');
  return {
    kind: 'lambda',
    field,
    any: lambda.type === 'AnyExpression',
    variable: child(lambda, 'variable').raw,
    predicate,
  };
}

/** The members of an enumeration literal (`Namespace.Type'A,B'`) or of a string (`'A'`). */
function enumMembers(field: ResoField, node: Node): string[] {
  const enumeration = field.enumeration!;
  let names: string[];
  if (node.type === 'Enum') {
    const typeName = child(node, 'name').raw;
    if (typeName !== `${ENUM_NAMESPACE}.${enumeration.type}`) {
      throw badQuery(`${field.name} is of type ${ENUM_NAMESPACE}.${enumeration.type}`, field.name);
    }
    names = child(node, 'value').raw.split(',');
  } else if (node.type === 'Literal' && node.value === 'Edm.String') {
    names = [stringLiteral(node)];
  } else {
    throw badQuery(`${field.name} takes a member of ${enumeration.type}`, field.name);
  }
  return names.map((name) => {
    const member = enumeration.members.find(([reso]) => reso === name);
    if (!member) throw badQuery(`${name} is not a member of ${enumeration.type}`, field.name);
    return member[1];
  });
}

const stringLiteral = (node: Node) => node.raw.slice(1, -1).replaceAll("''", "'");

/** A literal as a bound value of the field's type (null: the `null` literal). */
function literal(field: ResoField, node: Node): SQL | null {
  if (node.type === 'Literal' && node.value === 'null') return null;
  if (field.enumeration) {
    const members = enumMembers(field, node);
    if (members.length !== 1) throw badQuery('Use has for several members', field.name);
    return sql`${members[0]}::text`;
  }
  const wrong = () =>
    badQuery(`${node.raw} is not a value of ${field.name} (${field.type})`, field.name);
  if (field.type === 'Edm.DateTimeOffset' && node.type === 'MethodCallExpression') {
    if ((node.value as { method?: string }).method !== 'now') throw wrong();
    return sql`now()`;
  }
  if (node.type !== 'Literal') throw wrong();
  const type = node.value as string;
  switch (field.type) {
    case 'Edm.String':
      if (type !== 'Edm.String') throw wrong();
      return sql`${stringLiteral(node)}::text`;
    case 'Edm.Decimal': {
      const number = Number(node.raw);
      if (!numericLiterals.has(type) || !Number.isFinite(number)) throw wrong();
      return sql`${node.raw}::numeric`;
    }
    case 'Edm.Date':
      if (type !== 'Edm.Date' || Number.isNaN(Date.parse(node.raw))) throw wrong();
      return sql`${node.raw}::date`;
    case 'Edm.DateTimeOffset': {
      const time = Date.parse(node.raw);
      if (type !== 'Edm.DateTimeOffset' || Number.isNaN(time)) throw wrong();
      return sql`${new Date(time).toISOString()}::timestamptz`;
    }
  }
}

function comparison(node: Node, scope: Scope): SQL {
  const left = operand(child(node, 'left'), scope);
  if (left.kind !== 'field' || (left.field.collection && !scope.lambda)) {
    throw badQuery(`Compare a field with a value: ${node.raw}`, '$filter');
  }
  const op = comparisons[node.type]!;
  const value = literal(left.field, unwrap(child(node, 'right')));
  if (value === null) {
    if (node.type === 'EqualsExpression') return sql`(${left.column} is null)`;
    if (node.type === 'NotEqualsExpression') return sql`(${left.column} is not null)`;
    throw badQuery('Only eq and ne compare with null', left.field.name);
  }
  if (left.field.enumeration && op !== '=' && op !== 'is distinct from') {
    throw badQuery('Enumerations are compared with eq, ne and has', left.field.name);
  }
  return sql`(${left.column} ${sql.raw(op)} ${value})`;
}

function has(node: Node, scope: Scope): SQL {
  const left = operand(child(node, 'left'), scope);
  if (left.kind !== 'field' || !left.field.enumeration) {
    throw badQuery('has takes an enumeration field', '$filter');
  }
  const members = enumMembers(left.field, unwrap(child(node, 'right')));
  if (left.field.collection && !scope.lambda) {
    const values = sql.join(
      members.map((m) => sql`${m}::text`),
      sql`, `,
    );
    return sql`(${left.column} @> array[${values}]::text[])`;
  }
  return members.length === 1 ? sql`(${left.column} = ${members[0]}::text)` : sql`false`;
}

function lambda(node: Node, scope: Scope): SQL {
  const target = operand(node, scope);
  if (target.kind !== 'lambda') throw badQuery(`Not a condition: ${node.raw}`, '$filter');
  const inner = condition(target.predicate, {
    ...scope,
    lambda: { variable: target.variable, field: target.field },
  });
  const elements = sql`unnest(${target.field.column}) as "reso_el"`;
  return target.any
    ? sql`exists (select 1 from ${elements} where ${inner})`
    : sql`not exists (select 1 from ${elements} where not (${inner}))`;
}

function condition(node: Node, scope: Scope): SQL {
  switch (node.type) {
    case 'AndExpression':
      return sql`(${condition(child(node, 'left'), scope)} and ${condition(child(node, 'right'), scope)})`;
    case 'OrExpression':
      return sql`(${condition(child(node, 'left'), scope)} or ${condition(child(node, 'right'), scope)})`;
    case 'NotExpression':
    case 'BoolParenExpression':
    case 'CommonExpression': {
      if (!isNode(node.value)) throw badQuery(`Unsupported expression: ${node.raw}`, '$filter');
      if (node.type === 'CommonExpression') return lambda(node, scope);
      const inner = condition(node.value, scope);
      return node.type === 'NotExpression' ? sql`(not ${inner})` : inner;
    }
    case 'HasExpression':
      return has(node, scope);
    case 'FirstMemberExpression':
      return lambda(node, scope);
    default:
      if (node.type in comparisons) return comparison(node, scope);
      throw badQuery(`Unsupported expression: ${node.raw}`, '$filter');
  }
}

/** `$filter` as a SQL condition over the resource's fields; a 400 for anything else. */
export function translateFilter(resource: ResoResource, text: string): SQL {
  if (text.length > MAX_FILTER_LENGTH) throw badQuery('$filter is too long', '$filter');
  let tree: unknown;
  try {
    tree = parseFilter(text);
  } catch {
    throw badQuery('$filter is not a valid expression', '$filter');
  }
  if (!isNode(tree)) throw badQuery('$filter is not a valid expression', '$filter');
  return condition(tree, { resource });
}
