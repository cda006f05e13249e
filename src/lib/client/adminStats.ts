import type { AdminStats } from '~/domain/adminStats';
import { getJson } from './http.ts';

export function fetchAdminStats(): Promise<AdminStats> {
  return getJson<AdminStats>('/api/admin/stats');
}
