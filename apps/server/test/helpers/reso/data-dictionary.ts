import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/*
 * RESO's Data Dictionary 2.0 reference (test/data/reso/dd-2.0.json: RESOStandards/transport's
 * references/dd/json/dd-2.0.json, trimmed to the resources served), to hold each answer's
 * field names and types to it.
 */

interface DdField {
  resourceName: string;
  fieldName: string;
  type: string;
  isEnumeration?: boolean;
  isCollection?: boolean;
}
interface DdLookup {
  lookupName: string;
  lookupValue: string;
}

const dd = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../data/reso/dd-2.0.json'), 'utf8'),
) as { fields: DdField[]; lookups: DdLookup[] };

export const ddField = (resource: string, name: string) =>
  dd.fields.find((f) => f.resourceName === resource && f.fieldName === name);

const lookupValues = new Map<string, Set<string>>();
for (const l of dd.lookups) {
  if (!lookupValues.has(l.lookupName)) lookupValues.set(l.lookupName, new Set());
  lookupValues.get(l.lookupName)!.add(l.lookupValue);
}

const primitive: Record<string, (value: unknown) => boolean> = {
  'Edm.String': (v) => typeof v === 'string',
  'Edm.Decimal': (v) => typeof v === 'number' && Number.isFinite(v),
  'Edm.Int32': (v) => Number.isInteger(v),
  'Edm.Int64': (v) => Number.isInteger(v),
  'Edm.Boolean': (v) => typeof v === 'boolean',
  'Edm.Date': (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  'Edm.DateTimeOffset': (v) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v),
};

/**
 * Every field of the entity is a Data Dictionary field of the resource, its value of its type:
 * an enumeration's a member of its lookup (or, for an open lookup served as a string, text).
 */
export function expectDataDictionaryEntity(resource: string, entity: Record<string, unknown>) {
  for (const [name, value] of Object.entries(entity)) {
    if (name.startsWith('@odata.')) continue;
    const field = ddField(resource, name);
    expect(field, `${resource}.${name} is a Data Dictionary 2.0 field`).toBeDefined();
    if (value === null) continue;
    const values = field!.isCollection ? (value as unknown[]) : [value];
    if (field!.isCollection)
      expect(Array.isArray(value), `${resource}.${name} is a list`).toBe(true);
    for (const item of values) {
      if (field!.isEnumeration) {
        expect(typeof item, `${resource}.${name}`).toBe('string');
        const members = lookupValues.get(field!.type);
        // An open lookup (City, Country...) may hold values of its own.
        if (
          members &&
          [
            'StandardStatus',
            'PropertyType',
            'AreaUnits',
            'FeeFrequency',
            'AccessibilityFeatures',
            'ResourceName',
            'MediaCategory',
            'OpenHouseStatus',
            'PropertySubType',
          ].some((e) => field!.type.endsWith(`.${e}`))
        ) {
          expect(
            members.has(item as string),
            `${resource}.${name}: ${String(item)} is a member`,
          ).toBe(true);
        }
      } else {
        const check = primitive[field!.type];
        expect(check, `${resource}.${name}: type ${field!.type} known`).toBeDefined();
        expect(
          check!(item),
          `${resource}.${name} = ${JSON.stringify(item)} is ${field!.type}`,
        ).toBe(true);
      }
    }
  }
}

/** Each `<Property Name Type>` of an entity type in $metadata is its Data Dictionary type. */
export function expectDataDictionaryMetadata(xml: string) {
  const types = [...xml.matchAll(/<EntityType Name="(\w+)">(.*?)<\/EntityType>/gs)];
  expect(types.map((t) => t[1]).sort()).toEqual([
    'Media',
    'Member',
    'Office',
    'OpenHouse',
    'Property',
  ]);
  for (const [, resource, body] of types) {
    for (const [, name, type] of body!.matchAll(/<Property Name="(\w+)" Type="([^"]+)"\/>/g)) {
      const field = ddField(resource!, name!);
      expect(field, `${resource}.${name} is a Data Dictionary 2.0 field`).toBeDefined();
      const ddType = field!.isCollection ? `Collection(${field!.type})` : field!.type;
      // An enumeration may be served as Edm.String (RESO Web API Core 2.5.9.8.2).
      const asString = field!.isCollection ? 'Collection(Edm.String)' : 'Edm.String';
      expect(
        [ddType, ...(field!.isEnumeration ? [asString] : [])],
        `${resource}.${name}`,
      ).toContain(type);
    }
  }
}
