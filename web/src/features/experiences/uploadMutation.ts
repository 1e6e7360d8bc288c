// A mutation with a file, sent as a GraphQL multipart request (the spec graphql-yoga reads) and
// committed to the app's one Relay store. The environment's network sends JSON only, so this
// sends the request itself and hands the answer to Relay through executeWithSource.
import {
  commitLocalUpdate,
  createOperationDescriptor,
  getRequest,
  Observable,
  type Environment,
  type GraphQLResponse,
  type GraphQLTaggedNode,
  type MutationParameters,
  type RecordSourceProxy,
} from 'relay-runtime';
import { NetworkUnavailableError, sessionLost } from '../../relay/environment.ts';
import { operationPayload, type OperationPayload } from '../../relay/operation-payload.ts';

interface UploadConfig<T extends MutationParameters> {
  mutation: GraphQLTaggedNode;
  variables: T['variables'];
  /** Where the file goes in the variables, e.g. "input.image". */
  filePath: string;
  file: File;
  /** Runs on the store once the answer is in it (connections, counts). */
  updater?: (store: RecordSourceProxy, response: T['response']) => void;
  onCompleted: (response: T['response']) => void;
  onError: (error: Error) => void;
}

function multipartBody(operation: OperationPayload, filePath: string, file: File): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify(operation));
  form.append('map', JSON.stringify({ 0: [`variables.${filePath}`] }));
  form.append('0', file, file.name);
  return form;
}

export function commitUploadMutation<T extends MutationParameters>(environment: Environment, config: UploadConfig<T>) {
  const request = getRequest(config.mutation);
  const operation = createOperationDescriptor(request, config.variables, { force: true });
  const source = Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-mc-csrf': '1' },
      body: multipartBody(operationPayload(request.params, config.variables), config.filePath, config.file),
      signal: controller.signal,
    })
      .then(async (response) => {
        const json = (await response.json().catch(() => null)) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } | null;
        if (!json) throw new Error(`${response.status}: ${response.statusText}`);
        if (json.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) sessionLost();
        if (json.errors?.length && !json.data) throw new Error(json.errors.map((e) => e.message).join('\n'));
        sink.next(json as GraphQLResponse);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) sink.error(error instanceof TypeError ? new NetworkUnavailableError() : (error as Error));
      });
    return () => controller.abort();
  });

  // Retained until the updater has linked the new records into the screen's connections.
  const retained = environment.retain(operation);
  environment.executeWithSource({ operation, source }).subscribe({
    complete: () => {
      const response = environment.lookup(operation.fragment).data as T['response'];
      if (config.updater) commitLocalUpdate(environment, (store) => config.updater!(store, response));
      retained.dispose();
      config.onCompleted(response);
    },
    error: (error: Error) => {
      retained.dispose();
      config.onError(error);
    },
  });
}
