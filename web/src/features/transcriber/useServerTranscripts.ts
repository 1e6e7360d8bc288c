// A member's transcripts, kept on the server so they follow the member to every device: the list
// is a Relay connection; a save prepends its edge and a delete removes it, so the list updates
// without a refetch.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { useServerTranscriptsCreateMutation } from '../../__generated__/useServerTranscriptsCreateMutation.graphql';
import type { useServerTranscriptsDeleteMutation } from '../../__generated__/useServerTranscriptsDeleteMutation.graphql';
import type { useServerTranscripts_viewer$key } from '../../__generated__/useServerTranscripts_viewer.graphql';
import { errorToast } from '../../ui/toast.tsx';
import { languageCode, languageEnum, type TranscriptItem, type TranscriptStore } from './transcript-items.ts';

export function useServerTranscripts(viewer: useServerTranscripts_viewer$key): TranscriptStore {
  const { t } = useTranslation('transcriber');
  // The newest 50: a page the API's query cost limit allows; older ones stay on the server.
  const data = useFragment(
    graphql`
      fragment useServerTranscripts_viewer on User {
        transcripts(first: 50) @connection(key: "useServerTranscripts_transcripts") {
          __id
          edges {
            node {
              id
              text
              duration
              language
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const [commitCreate] = useMutation<useServerTranscriptsCreateMutation>(graphql`
    mutation useServerTranscriptsCreateMutation($input: CreateTranscriptInput!, $connections: [ID!]!) {
      createTranscript(input: $input) {
        __typename
        ... on TranscriptCreated {
          edge @prependEdge(connections: $connections) {
            node {
              id
              text
              duration
              language
              createdAt
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitDelete] = useMutation<useServerTranscriptsDeleteMutation>(graphql`
    mutation useServerTranscriptsDeleteMutation($input: DeleteTranscriptInput!, $connections: [ID!]!) {
      deleteTranscript(input: $input) {
        __typename
        ... on TranscriptDeleted {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const connections = [data.transcripts.__id];
  const items: TranscriptItem[] = data.transcripts.edges.map(({ node }) => ({ ...node, language: languageCode(node.language) }));

  /** Settles true for the answer's success type; a refusal or a failure is toasted and settles false. */
  const settle = (resolve: (ok: boolean) => void, success: string, fallback: string) => ({
    onCompleted: (answer: Record<string, { __typename: string; message?: string }>) => {
      const result = Object.values(answer)[0]!;
      if (result.__typename !== success) errorToast(result.message || fallback);
      resolve(result.__typename === success);
    },
    onError: () => {
      errorToast(fallback);
      resolve(false);
    },
  });

  const save: TranscriptStore['save'] = ({ text, duration, language, clientId }) =>
    new Promise((resolve) => {
      commitCreate({
        variables: { input: { text, duration, language: languageEnum(language) as never, clientId }, connections },
        ...settle(resolve, 'TranscriptCreated', t('toast.saveFailed')),
      });
    });

  const remove: TranscriptStore['remove'] = (id) =>
    new Promise((resolve) => {
      commitDelete({ variables: { input: { id }, connections }, ...settle(resolve, 'TranscriptDeleted', t('toast.deleteFailed')) });
    });

  return { items, save, remove };
}
