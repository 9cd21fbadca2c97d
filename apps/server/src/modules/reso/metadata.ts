import { ENUM_NAMESPACE, type ResoEnum, type ResoField, type ResoResource } from './field-map';

/*
 * The service's description (RESO Web API Core 2.3.3 and 2.5.1-2.5.2): `$metadata` as OData
 * CSDL XML (EDMX), and the service document listing the entity sets.
 */

export const ENTITY_NAMESPACE = 'org.reso.metadata';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function typeOf(field: ResoField): string {
  const base = field.enumeration ? `${ENUM_NAMESPACE}.${field.enumeration.type}` : field.type;
  return field.collection ? `Collection(${base})` : base;
}

function propertyXml(field: ResoField): string {
  return `<Property Name="${escapeXml(field.name)}" Type="${escapeXml(typeOf(field))}"/>`;
}

function enumXml(enumeration: ResoEnum): string {
  const members = enumeration.members
    .map(([name], index) => `<Member Name="${escapeXml(name)}" Value="${index}"/>`)
    .join('');
  return `<EnumType Name="${escapeXml(enumeration.type)}" UnderlyingType="Edm.Int32">${members}</EnumType>`;
}

/** The EDMX document of these resources. */
export function metadataXml(resources: ResoResource[]): string {
  const entityTypes = resources
    .map(
      (r) =>
        `<EntityType Name="${r.name}"><Key><PropertyRef Name="${r.key}"/></Key>${r.fields.map(propertyXml).join('')}</EntityType>`,
    )
    .join('');
  const sets = resources
    .map((r) => `<EntitySet Name="${r.name}" EntityType="${ENTITY_NAMESPACE}.${r.name}"/>`)
    .join('');
  const enums = new Map<string, ResoEnum>();
  for (const r of resources) {
    for (const f of r.fields) if (f.enumeration) enums.set(f.enumeration.type, f.enumeration);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">',
    '<edmx:DataServices>',
    `<Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${ENTITY_NAMESPACE}">`,
    entityTypes,
    `<EntityContainer Name="RESOService">${sets}</EntityContainer>`,
    '</Schema>',
    `<Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${ENUM_NAMESPACE}">`,
    [...enums.values()].map(enumXml).join(''),
    '</Schema>',
    '</edmx:DataServices>',
    '</edmx:Edmx>',
    '',
  ].join('\n');
}

/** The service document: each entity set, by name. */
export function serviceDocument(base: string, resources: ResoResource[]) {
  return {
    '@odata.context': `${base}/$metadata`,
    value: resources.map((r) => ({ name: r.name, kind: 'EntitySet', url: r.name })),
  };
}
