// Add Experience and Edit Experience go through the device's one write path (offline/sync.ts), the
// image with a new one: My Experiences shows it at once, signal or not, and the write (with its
// image, kept on the device until then) is delivered exactly once (docs/product/offline.md).
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { write } from '../../offline/sync.ts';

export const MY_CONNECTION = 'MyExperiencesList_experiences';

interface Args {
  viewerId: string;
  /** The experience being edited; null adds one. */
  id: string | null;
  title: string;
  content: string;
  /** Only a new experience takes an image. */
  image: File | null;
  /** `waiting`: kept on the device until there is a connection. */
  onCompleted: (result: { waiting: boolean }) => void;
  onError: (error: Error) => void;
}

export function useSaveExperienceMutation(): (args: Args) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    ({ viewerId, id, title, content, image, onCompleted, onError }: Args) => {
      write(environment, {
        type: 'experience',
        action: id ? 'update' : 'create',
        target: id,
        fields: { title, content },
        connections: id ? undefined : [ConnectionHandler.getConnectionID(viewerId, MY_CONNECTION)],
        file: id ? undefined : (image ?? undefined),
      }).then(({ waiting }) => onCompleted({ waiting }), onError);
    },
    [environment],
  );
}
