import type { ComponentProps, ReactNode } from 'react';
import { DataView } from '../ui/ListStates';
import type { ApiRead } from '../ui/useApiData';
import { DashboardCard } from './DashboardCard';

interface Props<T> {
  /** The card's heading id, title and link to the whole list. */
  card: Omit<ComponentProps<typeof DashboardCard>, 'children'>;
  read: ApiRead<T>;
  /** The message of a failed read. */
  failed: string;
  loading?: ReactNode;
  /** When the list counts as empty, and what it will hold and how to start it. */
  empty: { when(data: T): boolean; show: ReactNode };
  children(data: T): ReactNode;
}

/** A card of the dashboard that lists what a read from the API gave, in the list states every screen shows. */
export function DashboardList<T>({ card, read, failed, loading, empty, children }: Props<T>) {
  return (
    <DashboardCard {...card}>
      <DataView state={read.state} onRetry={read.reload} failed={failed} loading={loading} empty={empty}>
        {children}
      </DataView>
    </DashboardCard>
  );
}
