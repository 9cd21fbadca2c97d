// The $filter test cases of RESO Web API Core 2.0.0 section 3.5, each with what it selects.

type Entity = Record<string, unknown>;
const E = 'org.reso.metadata.enums';

const beds = (e: Entity) => e.BedroomsTotal as number;
const price = (e: Entity) => e.ListPrice as number;
const date = (e: Entity) => e.ListingContractDate as string;
const time = (e: Entity) => Date.parse(e.ModificationTimestamp as string);
export const filterCases: [string, string, (e: Entity) => boolean][] = [
  [
    'Filter Integer Field Using `and` Logical Operator',
    'BedroomsTotal gt 1 and BedroomsTotal lt 4',
    (e) => beds(e) > 1 && beds(e) < 4,
  ],
  [
    'Filter Integer Field Using `or` Logical Operator',
    'BedroomsTotal eq 1 or BedroomsTotal eq 5',
    (e) => beds(e) === 1 || beds(e) === 5,
  ],
  [
    'Filter Integer Field Using `not ()` Logical Operator',
    'not (BedroomsTotal le 2)',
    (e) => !(beds(e) <= 2),
  ],
  ['Filter Integer Field Using `eq` Logical Operator', 'BedroomsTotal eq 3', (e) => beds(e) === 3],
  ['Filter Integer Field Using `ne` Logical Operator', 'BedroomsTotal ne 3', (e) => beds(e) !== 3],
  ['Filter Integer Field Using `gt` Logical Operator', 'BedroomsTotal gt 3', (e) => beds(e) > 3],
  ['Filter Integer Field Using `ge` Logical Operator', 'BedroomsTotal ge 3', (e) => beds(e) >= 3],
  ['Filter Integer Field Using `lt` Logical Operator', 'BedroomsTotal lt 3', (e) => beds(e) < 3],
  ['Filter Integer Field Using `le` Logical Operator', 'BedroomsTotal le 3', (e) => beds(e) <= 3],
  [
    'Filter Decimal Field Using `ne` Logical Operator',
    'ListPrice ne 300000.00',
    (e) => price(e) !== 300000,
  ],
  [
    'Filter Decimal Field Using `gt` Logical Operator',
    'ListPrice gt 300000.00',
    (e) => price(e) > 300000,
  ],
  [
    'Filter Decimal Field Using `ge` Logical Operator',
    'ListPrice ge 300000.00',
    (e) => price(e) >= 300000,
  ],
  [
    'Filter Decimal Field Using `lt` Logical Operator',
    'ListPrice lt 300000.00',
    (e) => price(e) < 300000,
  ],
  [
    'Filter Decimal Field Using `le` Logical Operator',
    'ListPrice le 300000.00',
    (e) => price(e) <= 300000,
  ],
  [
    'Filter ISO 8601 Date Using `eq` Logical Operator',
    'ListingContractDate eq 2026-01-03',
    (e) => date(e) === '2026-01-03',
  ],
  [
    'Filter ISO 8601 Date Using `ne` Logical Operator',
    'ListingContractDate ne 2026-01-03',
    (e) => date(e) !== '2026-01-03',
  ],
  [
    'Filter ISO 8601 Date Using `gt` Logical Operator',
    'ListingContractDate gt 2026-01-03',
    (e) => date(e) > '2026-01-03',
  ],
  [
    'Filter ISO 8601 Date Using `ge` Logical Operator',
    'ListingContractDate ge 2026-01-03',
    (e) => date(e) >= '2026-01-03',
  ],
  [
    'Filter ISO 8601 Date Using `lt` Logical Operator',
    'ListingContractDate lt 2026-01-03',
    (e) => date(e) < '2026-01-03',
  ],
  [
    'Filter ISO 8601 Date Using `le` Logical Operator',
    'ListingContractDate le 2026-01-03',
    (e) => date(e) <= '2026-01-03',
  ],
  [
    'Filter ISO 8601 Timestamp Using `ne` Logical Operator',
    'ModificationTimestamp ne 2026-01-12T12:00:00Z',
    (e) => time(e) !== Date.UTC(2026, 0, 12, 12),
  ],
  [
    'Filter ISO 8601 Timestamp Using `gt` Logical Operator',
    'ModificationTimestamp gt 2026-01-12T12:00:00Z',
    (e) => time(e) > Date.UTC(2026, 0, 12, 12),
  ],
  [
    'Filter ISO 8601 Timestamp Using `ge` Logical Operator',
    'ModificationTimestamp ge 2026-01-12T12:00:00Z',
    (e) => time(e) >= Date.UTC(2026, 0, 12, 12),
  ],
  [
    'Filter ISO 8601 Timestamp Using `lt` Logical Operator',
    'ModificationTimestamp lt 2026-01-12T12:00:00Z',
    (e) => time(e) < Date.UTC(2026, 0, 12, 12),
  ],
  [
    'Filter ISO 8601 Timestamp Using `le` Logical Operator',
    'ModificationTimestamp le 2026-01-12T13:00:00+01:00',
    (e) => time(e) <= Date.UTC(2026, 0, 12, 12),
  ],
  [
    'Filter Single Enumeration Using `has` and OData `Edm.EnumType`',
    `StandardStatus has ${E}.StandardStatus'Closed'`,
    (e) => e.StandardStatus === 'Closed',
  ],
  [
    'Filter Single Enumeration Using `eq` and OData `Edm.EnumType`',
    `StandardStatus eq ${E}.StandardStatus'Active'`,
    (e) => e.StandardStatus === 'Active',
  ],
  [
    'Filter Single Enumeration Using `ne` and OData `Edm.EnumType`',
    `StandardStatus ne ${E}.StandardStatus'Active'`,
    (e) => e.StandardStatus !== 'Active',
  ],
  [
    'Filter Multiple Enumeration Using `has` and OData `Edm.EnumType`',
    `AccessibilityFeatures has ${E}.AccessibilityFeatures'AccessibleEntrance'`,
    (e) => (e.AccessibilityFeatures as string[]).includes('AccessibleEntrance'),
  ],
  [
    'Filter Multiple Enumeration Using `has` and OData `Edm.EnumType` with `and` Logical Operator',
    `AccessibilityFeatures has ${E}.AccessibilityFeatures'AccessibleEntrance' and BedroomsTotal gt 1`,
    (e) => (e.AccessibilityFeatures as string[]).includes('AccessibleEntrance') && beds(e) > 1,
  ],
  [
    'Filter Multiple Enumeration Using `any` Lambda Operator and OData `Collection(Edm.EnumType)`',
    `AccessibilityFeatures/any(enum:enum eq ${E}.AccessibilityFeatures'AccessibleElevatorInstalled')`,
    (e) => (e.AccessibilityFeatures as string[]).includes('AccessibleElevatorInstalled'),
  ],
  [
    'Filter Multiple Enumeration Using `all` Lambda Operator and OData `Collection(Edm.EnumType)`',
    `AccessibilityFeatures/all(enum:enum eq ${E}.AccessibilityFeatures'AccessibleEntrance' or enum eq ${E}.AccessibilityFeatures'AccessibleApproachWithRamp')`,
    (e) =>
      (e.AccessibilityFeatures as string[]).every((f) =>
        ['AccessibleEntrance', 'AccessibleApproachWithRamp'].includes(f),
      ),
  ],
];
