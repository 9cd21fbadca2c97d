/**
 * The database schema, one file per area, re-exported here for drizzle-kit and the Database
 * type alike. This index imports the table files and none of them imports it back (a table
 * file takes the tables it references from the file that defines them): no cycle.
 */
export * from './core-tables';
export * from './price-history';
export * from './conversations';
export * from './social-sign-in';
export * from './account-tokens';
export * from './saved-searches';
export * from './open-houses';
export * from './agencies';
export * from './figures';
export * from './agent-reviews';
export * from './listing-reports';
export * from './listing-imports';
export * from './api-clients';
