import { describe, expect, it } from 'vitest';
import { initials, roleLabel } from './userDisplay.ts';

describe('roleLabel', () => {
  it.each([
    ['admin', 'Admin'],
    ['buyer', 'Buyer'],
    ['epc_contractor', 'Epc Contractor'],
    ['project_manager', 'Project Manager'],
  ])('shows %s as %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name', () => {
    expect(initials('ada', 'Lovelace')).toBe('AL');
  });

  it('copes with a missing name', () => {
    expect(initials('Grace', null)).toBe('G');
    expect(initials(undefined, undefined)).toBe('?');
  });
});
