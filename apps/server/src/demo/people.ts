/** Demo accounts listed in the README. All share one password. */
export const DEMO_PASSWORD = 'Demo@123';

export const ADMIN = 'admin@eliteproperty.test';
export const ALICE = 'agent@eliteproperty.test';
export const MARCO = 'marco.rivera@eliteproperty.test';
export const PRIYA = 'priya.shah@eliteproperty.test';
export const JAMES = 'james.okafor@eliteproperty.test';
export const VICTOR = 'fraud.agent@eliteproperty.test';
export const BOB = 'user@eliteproperty.test';
export const EMMA = 'emma.johnson@eliteproperty.test';
export const LIAM = 'liam.chen@eliteproperty.test';
export const SOFIA = 'sofia.garcia@eliteproperty.test';
export const NOAH = 'noah.williams@eliteproperty.test';
export const OLIVIA = 'olivia.brown@eliteproperty.test';

export const demoAccounts = [
  { name: 'Ada Admin', email: ADMIN, role: 'admin', status: 'Verified' },
  { name: 'Alice Agent', email: ALICE, role: 'agent', status: 'Verified' },
  { name: 'Marco Rivera', email: MARCO, role: 'agent', status: 'Verified' },
  { name: 'Priya Shah', email: PRIYA, role: 'agent', status: 'Verified' },
  { name: 'James Okafor', email: JAMES, role: 'agent', status: 'Verified' },
  { name: 'Victor Crane', email: VICTOR, role: 'agent', status: 'fraud' },
  { name: 'Bob Buyer', email: BOB, role: 'user', status: 'Verified' },
  { name: 'Emma Johnson', email: EMMA, role: 'user', status: 'Verified' },
  { name: 'Liam Chen', email: LIAM, role: 'user', status: 'Verified' },
  { name: 'Sofia Garcia', email: SOFIA, role: 'user', status: 'Verified' },
  { name: 'Noah Williams', email: NOAH, role: 'user', status: 'Verified' },
  { name: 'Olivia Brown', email: OLIVIA, role: 'user', status: 'Verified' },
] as const;

export type DemoEmail = (typeof demoAccounts)[number]['email'];
