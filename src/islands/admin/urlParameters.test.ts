import { describe, expect, it } from 'vitest';
import { scopedApiQuery, withParameter } from './urlParameters';

const params = (search: string) => new URLSearchParams(search);

describe('withParameter', () => {
  it("returns the leads to page 1 when a lead filter changes, not when another tab's does", () => {
    expect(withParameter(params('page=3&status=new'), 'status', 'contacted').toString()).toBe('status=contacted');
    expect(withParameter(params('page=3'), 'audit.action', 'user.role').toString()).toBe('page=3&audit.action=user.role');
    expect(withParameter(params('page=3'), 'page', '4').toString()).toBe('page=4');
  });

  it("returns a tab's own pages to 1 and removes empty values", () => {
    expect(withParameter(params('audit.page=2&audit.actor=x'), 'audit.actor', '').toString()).toBe('');
    expect(withParameter(params('audit.page=2'), 'audit.page', '3').toString()).toBe('audit.page=3');
  });
});

describe('scopedApiQuery', () => {
  it("takes a tab's parameters without their prefix", () => {
    expect(
      scopedApiQuery(params('audit.actor=+ada@x.test+&audit.action=lead.status&audit.page=2&q=solar'), 'audit', [
        'action',
        'entityType',
        'actor',
      ]).toString(),
    ).toBe('action=lead.status&actor=ada%40x.test&page=2');
    expect(scopedApiQuery(params('users.page=1'), 'users', ['q', 'role']).toString()).toBe('');
  });
});
