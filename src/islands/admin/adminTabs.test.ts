import { describe, expect, it } from 'vitest';
import { tabOf, withTab } from './adminTabs';

const params = (search: string) => new URLSearchParams(search);

describe('tabs in the URL', () => {
  it('reads the tab, Leads when missing or unknown', () => {
    expect(tabOf(params('tab=audit'))).toBe('audit');
    expect(tabOf(params(''))).toBe('leads');
    expect(tabOf(params('tab=settings'))).toBe('leads');
  });

  it('keeps every filter when switching, and leaves Leads out of the URL', () => {
    expect(withTab(params('q=solar&audit.actor=a'), 'audit').toString()).toBe('q=solar&audit.actor=a&tab=audit');
    expect(withTab(params('tab=users&q=solar'), 'leads').toString()).toBe('q=solar');
  });
});
