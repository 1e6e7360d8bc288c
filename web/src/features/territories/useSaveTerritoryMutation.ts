// Add Territory and Edit Territory go through the device's one write path (offline/sync.ts), the
// image with them: the list shows the territory at once, signal or not, and the write (with its
// image, kept on the device until then) is delivered exactly once. The stat cards and the chart
// are the server's to compute: the page reads them again once the queue has delivered.
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { TerritoryStatus, TerritoryType } from '../../generated/enums.ts';
import { write } from '../../offline/sync.ts';

export interface TerritoryInput {
  territoryNumber: string;
  name: string;
  description: string;
  assignedDate: string;
  dueDate: string;
  status: TerritoryStatus;
  type: TerritoryType;
  boundaries: string;
  notes: string;
  progress?: number | null;
  houses?: number | null;
  contactedHouses?: number | null;
}

interface Args {
  /** The territory being edited; null adds one. */
  id: string | null;
  input: TerritoryInput;
  image: File | null;
  /** The member's day, as of which the card shows the status (overdue past the due date). */
  today: string;
  connection: string;
  /** `waiting`: kept on the device until there is a connection. */
  onCompleted: (result: { waiting: boolean }) => void;
  onError: (error: Error) => void;
}

export function useSaveTerritoryMutation(): (args: Args) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    ({ id, input, image, today, connection, onCompleted, onError }: Args) => {
      write(environment, {
        type: 'territory',
        action: id ? 'update' : 'create',
        target: id,
        fields: { ...input, today },
        connections: id ? undefined : [connection],
        file: image ?? undefined,
      }).then(({ waiting }) => onCompleted({ waiting }), onError);
    },
    [environment],
  );
}
