import type { Labels } from './labels.ts';

/** Account roles. `admin` unlocks the admin panel; the others describe the audience a user belongs to. */
export const ROLES = ['buyer', 'developer', 'landowner', 'epc_contractor', 'manufacturer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'buyer';
/**
 * Role labels: the value with underscores turned to spaces and capitalized, except that EPC
 * (engineering, procurement and construction) is an acronym: "EPC contractor", not "Epc Contractor".
 */
export const ROLE_LABELS: Labels<Role> = {
  buyer: 'Buyer',
  developer: 'Developer',
  landowner: 'Landowner',
  epc_contractor: 'EPC contractor',
  manufacturer: 'Manufacturer',
  admin: 'Admin',
};
