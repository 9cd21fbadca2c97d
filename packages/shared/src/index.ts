export * from './messages';
export * from './auth';
export * from './api';
export * from './money';
export * from './images';
export * from './marketplace';
export * from './social';
