import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, ROLES } from './constants.ts';
import { humanize, labelOf } from './labels.ts';
import { displayNameOf, initialsOf } from './users.ts';

describe('role labels', () => {
  it("turn underscores to spaces and capitalize, for every role and any unknown one; EPC stays an acronym ('EPC contractor')", () => {
    expect(ROLES.map((role) => labelOf(ROLE_LABELS, role))).toEqual([
      'Buyer',
      'Developer',
      'Landowner',
      'EPC contractor',
      'Manufacturer',
      'Admin',
    ]);
    for (const role of ROLES.filter((role) => role !== 'epc_contractor')) expect(ROLE_LABELS[role]).toBe(humanize(role));
    expect(labelOf(ROLE_LABELS, 'project_manager')).toBe('Project Manager');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names, capitalized', () => {
    expect(initialsOf('ada', 'Lovelace')).toBe('AL');
    expect(initialsOf('Grace', null)).toBe('G');
    expect(initialsOf(undefined, undefined)).toBe('?');
  });
});

describe('displayNameOf', () => {
  it('names a person by first and last name, else by email', () => {
    expect(displayNameOf({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayNameOf({ firstName: null, lastName: null, email: 'ada@example.com' })).toBe('ada@example.com');
  });
});
