// The mutation hooks of the local-first records (notes and ideas, convention notes and the rest)
// keep the shape of Relay's useMutation, so a screen commits a write the same way, but the write
// goes through the one local path (sync.ts): it is shown at once, queued and delivered by the
// replay engine, so a screen passes no optimistic update of its own. The
// answer comes at once too: onCompleted with the success type when the device expects to
// deliver it now, onError with a NetworkUnavailableError when it waits for a connection (the
// screens then say "saved offline"). A refusal by the server arrives later and is shown in the
// pending list with the server's message (PendingIndicator, PendingNotes). With `untilDelivered`
// the answer waits for the server's (up to that many ms): done, refused, or waiting.
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import { NetworkUnavailableError } from '../relay/environment.ts';
import type { RecordType } from './engine.ts';
import { write } from './sync.ts';

export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

/** What a local-first mutation answers: its success type, or (in principle) a refusal. */
export type LocalResult<Success extends string> =
  | { readonly __typename: Success; readonly message?: undefined; readonly fields?: undefined }
  | { readonly __typename: 'ValidationError'; readonly message: string; readonly fields: ReadonlyArray<FieldIssue> };

export interface LocalMutationConfig<Response> {
  variables: { input: object; connections?: readonly string[] };
  onCompleted?: (response: Response) => void;
  onError?: (error: Error) => void;
}

export function useLocalMutation<Response>(
  type: RecordType,
  action: 'create' | 'update' | 'delete',
  success: () => Response,
  options: { waitingIsError?: boolean; untilDelivered?: number } = {},
) {
  const environment = useRelayEnvironment();
  const waitingIsError = options.waitingIsError ?? true;
  const { untilDelivered } = options;
  const commit = useCallback(
    (config: LocalMutationConfig<Response>): Disposable => {
      const { id, clientId: _clientId, ...fields } = config.variables.input as Record<string, unknown>;
      write(environment, {
        type,
        action,
        target: typeof id === 'string' ? id : null,
        fields: action === 'delete' ? {} : fields,
        connections: config.variables.connections,
        untilDelivered,
      }).then(
        ({ waiting, refused }) => {
          if (refused !== undefined) config.onError?.(new Error(refused));
          else if (waiting && waitingIsError) config.onError?.(new NetworkUnavailableError());
          else config.onCompleted?.(success());
        },
        (error: unknown) => config.onError?.(error instanceof Error ? error : new Error(String(error))),
      );
      return { dispose: () => undefined };
    },
    [environment, type, action, success, waitingIsError, untilDelivered],
  );
  // Never "in flight": the write is on the device as soon as it is committed.
  return [commit, false] as const;
}
