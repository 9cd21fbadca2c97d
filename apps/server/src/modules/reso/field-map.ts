import { sql, type SQL } from 'drizzle-orm';
import { isRecordId } from '../../lib/ids';

/*
 * What /reso/odata serves (CONTRACT.md section 15): each resource's fields by their RESO Data
 * Dictionary 2.0 names and types, each the SQL of our column it reads. Only these names are ever
 * sent, selected, filtered or ordered by: the allow-list of every query (decision 072).
 */

export const ENUM_NAMESPACE = 'org.reso.metadata.enums';

export type EdmType = 'Edm.String' | 'Edm.Decimal' | 'Edm.Date' | 'Edm.DateTimeOffset';

/** An enumeration (`Edm.EnumType` in $metadata): each RESO member and our value it stands for. */
export interface ResoEnum {
  /** Its Data Dictionary name, under ENUM_NAMESPACE. */
  type: string;
  members: readonly (readonly [reso: string, ours: string])[];
}

export interface ResoField {
  name: string;
  type: EdmType;
  /** Our value: what filters and orders compare (an indexed column where there is one). */
  column: SQL;
  enumeration?: ResoEnum;
  /** A collection of the enumeration (`Collection(...)`); the column is a text array. */
  collection?: boolean;
}

export interface ResoResource {
  name: string;
  key: string;
  /** `from ...` with its joins; `visible` is what the public may see of it. */
  from: SQL;
  visible: SQL;
  /** The condition of a key, or undefined when it cannot be one of ours (then 404). */
  byKey: (key: string) => SQL | undefined;
  /** The last order, so that pages never overlap. */
  tieBreak: SQL;
  fields: ResoField[];
}

export const field = (
  name: string,
  type: EdmType,
  column: SQL,
  more: Partial<ResoField> = {},
): ResoField => ({ name, type, column, ...more });

const uuidKey = (column: SQL) => (key: string) =>
  isRecordId(key) ? sql`${column} = ${key}::uuid` : undefined;

/** The public may see: verified (Active) or sold or let (Closed), not deleted, its agent no fraud. */
const servedListing = sql`"properties"."deleted_at" is null and "properties"."status" in ('verified', 'sold') and "reso_agent"."status" is distinct from 'fraud'`;

export const standardStatus: ResoEnum = {
  type: 'StandardStatus',
  members: [
    ['Active', 'verified'],
    ['Closed', 'sold'],
  ],
};

const propertyType: ResoEnum = {
  type: 'PropertyType',
  members: ['Residential', 'ResidentialLease', 'Land', 'CommercialSale', 'CommercialLease'].map(
    (v) => [v, v] as const,
  ),
};

const propertySubType: ResoEnum = {
  type: 'PropertySubType',
  members: [
    ['SingleFamilyResidence', 'house'],
    ['Apartment', 'apartment'],
    ['Condominium', 'condo'],
    ['Townhouse', 'townhouse'],
    ['UnimprovedLand', 'land'],
  ],
};

const areaUnits: ResoEnum = {
  type: 'AreaUnits',
  members: [
    ['SquareFeet', 'sqft'],
    ['SquareMeters', 'm2'],
  ],
};

const feeFrequency: ResoEnum = {
  type: 'FeeFrequency',
  members: [
    ['Monthly', 'month'],
    ['Weekly', 'week'],
  ],
};

export const accessibilityFeatures: ResoEnum = {
  type: 'AccessibilityFeatures',
  members: [
    ['AccessibleEntrance', 'step_free_access'],
    ['AccessibleElevatorInstalled', 'lift'],
    ['AccessibleDoors', 'wide_doorways'],
    ['AccessibleFullBath', 'accessible_bathroom'],
    ['AccessibleBedroom', 'ground_floor_bedroom'],
    ['AccessibleApproachWithRamp', 'ramp'],
  ],
};

const p = (column: string) => sql.raw(`"properties"."${column}"`);
const rental = sql`"properties"."listing_type" = 'rent'`;

/** Property: our listings, as the public sees them. `areaUnit` is the site's (AREA_UNIT). */
export function propertyResource(areaUnit: string): ResoResource {
  // A unit of AREA_UNITS (config.ts), written into the statement as a literal.
  if (!/^[a-z0-9]+$/.test(areaUnit)) throw new Error(`not an area unit: ${areaUnit}`);
  return {
    name: 'Property',
    key: 'ListingKey',
    from: sql`"properties" left join "users" "reso_agent" on "reso_agent"."id" = "properties"."agent_id" left join "sales" "reso_sale" on "reso_sale"."property_id" = "properties"."id"`,
    visible: servedListing,
    byKey: uuidKey(p('id')),
    tieBreak: p('id'),
    fields: [
      field('ListingKey', 'Edm.String', sql`${p('id')}::text`),
      field('ListingId', 'Edm.String', sql`${p('id')}::text`),
      field('StandardStatus', 'Edm.String', p('status'), { enumeration: standardStatus }),
      field('ListPrice', 'Edm.Decimal', p('price_min')),
      field('LeaseAmount', 'Edm.Decimal', sql`case when ${rental} then ${p('price_min')} end`),
      field(
        'LeaseAmountFrequency',
        'Edm.String',
        sql`case when ${rental} then ${p('rent_period')} end`,
        {
          enumeration: feeFrequency,
        },
      ),
      field(
        'PropertyType',
        'Edm.String',
        sql`case when ${p('property_type')} = 'land' then 'Land' when ${p('property_type')} = 'commercial' then (case when ${rental} then 'CommercialLease' else 'CommercialSale' end) when ${p('property_type')} is null then null when ${rental} then 'ResidentialLease' else 'Residential' end`,
        { enumeration: propertyType },
      ),
      field('PropertySubType', 'Edm.String', p('property_type'), { enumeration: propertySubType }),
      field('BedroomsTotal', 'Edm.Decimal', p('bedrooms')),
      field('BathroomsTotalInteger', 'Edm.Decimal', sql`floor(${p('bathrooms')})`),
      field('LivingArea', 'Edm.Decimal', p('living_area')),
      field(
        'LivingAreaUnits',
        'Edm.String',
        sql`case when ${p('living_area')} is not null then ${sql.raw(`'${areaUnit}'`)}::text end`,
        { enumeration: areaUnits },
      ),
      field('LotSizeArea', 'Edm.Decimal', p('lot_size')),
      field('YearBuilt', 'Edm.Decimal', p('year_built')),
      field('PublicRemarks', 'Edm.String', p('description')),
      field('Latitude', 'Edm.Decimal', p('latitude')),
      field('Longitude', 'Edm.Decimal', p('longitude')),
      field('UnparsedAddress', 'Edm.String', p('location')),
      field('City', 'Edm.String', p('city')),
      field('PostalCode', 'Edm.String', p('postal_code')),
      field('StateOrProvince', 'Edm.String', p('region')),
      field('Country', 'Edm.String', p('country')),
      field('AccessibilityFeatures', 'Edm.String', p('accessibility_features'), {
        enumeration: accessibilityFeatures,
        collection: true,
      }),
      field('ModificationTimestamp', 'Edm.DateTimeOffset', p('updated_at')),
      field('OriginalEntryTimestamp', 'Edm.DateTimeOffset', p('created_at')),
      field('ListingContractDate', 'Edm.Date', sql`(${p('listed_at')} at time zone 'UTC')::date`),
      field('ListAgentKey', 'Edm.String', sql`${p('agent_id')}::text`),
      field('ListOfficeKey', 'Edm.String', sql`"reso_agent"."agency_id"::text`),
      field('ClosePrice', 'Edm.Decimal', sql`"reso_sale"."price"`),
      field('CloseDate', 'Edm.Date', sql`("reso_sale"."sold_at" at time zone 'UTC')::date`),
    ],
  };
}
