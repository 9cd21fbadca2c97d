import { sql } from 'drizzle-orm';
import { isRecordId } from '../../lib/ids';
import { field, propertyResource, type ResoEnum, type ResoResource } from './field-map';

/*
 * Member (our agents), Office (agencies), Media (listing photos) and OpenHouse, beside Property
 * (field-map.ts): only what their public pages show.
 */

const servedListing = sql`"properties"."deleted_at" is null and "properties"."status" in ('verified', 'sold') and "reso_agent"."status" is distinct from 'fraud'`;
const listingFrom = sql`"properties" left join "users" "reso_agent" on "reso_agent"."id" = "properties"."agent_id"`;
const uuidKey = (column: string) => (key: string) =>
  isRecordId(key) ? sql`${sql.raw(column)} = ${key}::uuid` : undefined;

const resourceName: ResoEnum = { type: 'ResourceName', members: [['Property', 'Property']] };
const mediaCategory: ResoEnum = { type: 'MediaCategory', members: [['Photo', 'Photo']] };
const openHouseStatus: ResoEnum = {
  type: 'OpenHouseStatus',
  members: [
    ['Active', 'Active'],
    ['Ended', 'Ended'],
  ],
};

const member: ResoResource = {
  name: 'Member',
  key: 'MemberKey',
  from: sql`"users"`,
  visible: sql`"users"."role" = 'agent' and "users"."status" <> 'fraud'`,
  byKey: uuidKey('"users"."id"'),
  tieBreak: sql`"users"."id"`,
  fields: [
    field('MemberKey', 'Edm.String', sql`"users"."id"::text`),
    field('MemberFullName', 'Edm.String', sql`"users"."name"`),
    // The phone the agent's public page shows (IDX payload); never the e-mail, which no public
    // page shows (it is the sign-in's).
    field('MemberPreferredPhone', 'Edm.String', sql`"users"."phone"`),
    field('OfficeKey', 'Edm.String', sql`"users"."agency_id"::text`),
    field('ModificationTimestamp', 'Edm.DateTimeOffset', sql`"users"."created_at"`),
  ],
};

const office: ResoResource = {
  name: 'Office',
  key: 'OfficeKey',
  from: sql`"agencies"`,
  visible: sql`true`,
  byKey: uuidKey('"agencies"."id"'),
  tieBreak: sql`"agencies"."id"`,
  fields: [
    field('OfficeKey', 'Edm.String', sql`"agencies"."id"::text`),
    field('OfficeName', 'Edm.String', sql`"agencies"."name"`),
    field('OfficePhone', 'Edm.String', sql`"agencies"."phone"`),
    field('OfficeEmail', 'Edm.String', sql`"agencies"."email"`),
    field('ModificationTimestamp', 'Edm.DateTimeOffset', sql`"agencies"."created_at"`),
  ],
};

/** A listing's gallery: its photos in order (one written without them has its one image). */
const gallery = sql`jsonb_array_elements(case when jsonb_array_length("properties"."photos") = 0 then jsonb_build_array(jsonb_build_object('url', "properties"."image", 'alt', '')) else "properties"."photos" end) with ordinality as "reso_photo"("photo", "n")`;

function media(publicUrl: string): ResoResource {
  const url = sql`("reso_photo"."photo"->>'url')`;
  return {
    name: 'Media',
    key: 'MediaKey',
    from: sql`${listingFrom} cross join lateral ${gallery}`,
    visible: servedListing,
    byKey: (key) => {
      const match = /^([0-9a-f-]{36})-(\d{1,2})$/i.exec(key);
      if (!match || !isRecordId(match[1]!)) return undefined;
      return sql`"properties"."id" = ${match[1]}::uuid and "reso_photo"."n" = ${Number(match[2])}`;
    },
    tieBreak: sql`"properties"."id", "reso_photo"."n"`,
    fields: [
      field('MediaKey', 'Edm.String', sql`"properties"."id"::text || '-' || "reso_photo"."n"`),
      field('ResourceRecordKey', 'Edm.String', sql`"properties"."id"::text`),
      field('ResourceName', 'Edm.String', sql`'Property'::text`, { enumeration: resourceName }),
      field('MediaCategory', 'Edm.String', sql`'Photo'::text`, { enumeration: mediaCategory }),
      field(
        'MediaURL',
        'Edm.String',
        sql`case when ${url} like '/%' then ${publicUrl}::text || ${url} else ${url} end`,
      ),
      field('Order', 'Edm.Decimal', sql`"reso_photo"."n"`),
      field('ShortDescription', 'Edm.String', sql`nullif("reso_photo"."photo"->>'alt', '')`),
      field('ModificationTimestamp', 'Edm.DateTimeOffset', sql`"properties"."updated_at"`),
    ],
  };
}

const openHouse: ResoResource = {
  name: 'OpenHouse',
  key: 'OpenHouseKey',
  from: sql`"open_houses" join "properties" on "properties"."id" = "open_houses"."property_id" left join "users" "reso_agent" on "reso_agent"."id" = "properties"."agent_id"`,
  visible: servedListing,
  byKey: uuidKey('"open_houses"."id"'),
  tieBreak: sql`"open_houses"."id"`,
  fields: [
    field('OpenHouseKey', 'Edm.String', sql`"open_houses"."id"::text`),
    field('ListingKey', 'Edm.String', sql`"open_houses"."property_id"::text`),
    field('OpenHouseDate', 'Edm.Date', sql`("open_houses"."start_at" at time zone 'UTC')::date`),
    field('OpenHouseStartTime', 'Edm.DateTimeOffset', sql`"open_houses"."start_at"`),
    field('OpenHouseEndTime', 'Edm.DateTimeOffset', sql`"open_houses"."end_at"`),
    field('OpenHouseRemarks', 'Edm.String', sql`"open_houses"."note"`),
    field(
      'OpenHouseStatus',
      'Edm.String',
      sql`case when "open_houses"."end_at" < now() then 'Ended' else 'Active' end`,
      { enumeration: openHouseStatus },
    ),
    field('ModificationTimestamp', 'Edm.DateTimeOffset', sql`"open_houses"."created_at"`),
  ],
};

/** The resources by name, for a site of this area unit and address. */
export function resoResources(site: {
  areaUnit: string;
  publicUrl: string;
}): Map<string, ResoResource> {
  const all = [propertyResource(site.areaUnit), member, office, media(site.publicUrl), openHouse];
  return new Map(all.map((resource) => [resource.name, resource]));
}
