import { useCallback, useState } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import type {
  useCreateExperienceMutation as Mutation,
  useCreateExperienceMutation$data as Response,
} from '../../__generated__/useCreateExperienceMutation.graphql';
import { prependToConnection } from '../../relay/connections.ts';
import { commitUploadMutation } from './uploadMutation.ts';

const mutation = graphql`
  mutation useCreateExperienceMutation($input: CreateExperienceInput!) {
    createExperience(input: $input) {
      __typename
      ... on ExperienceCreated {
        experience {
          id
          ...OwnExperienceCard_experience
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          path
          message
        }
      }
    }
  }
`;

interface Args {
  viewerId: string;
  title: string;
  content: string;
  image: File | null;
  onCompleted: (result: Response['createExperience']) => void;
  onError: (error: Error) => void;
}

function addToMine(store: RecordSourceProxy, viewerId: string, response: Response | null | undefined) {
  const id = response?.createExperience.__typename === 'ExperienceCreated' ? response.createExperience.experience?.id : null;
  const node = id ? store.get(id) : null;
  if (node) prependToConnection(store, viewerId, 'MyExperiencesList_experiences', node, 'UserExperiencesConnectionEdge');
}

/** Creates an experience (always private); with an image it goes as a GraphQL multipart request. */
export function useCreateExperienceMutation(): [(args: Args) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, committing] = useMutation<Mutation>(mutation);
  const [uploading, setUploading] = useState(false);
  const create = useCallback(
    ({ viewerId, title, content, image, onCompleted, onError }: Args) => {
      const variables = { input: { title, content, shareWith: 'all', isShared: false, image: null } };
      if (!image) {
        commit({
          variables,
          updater: (store, data) => addToMine(store, viewerId, data),
          onCompleted: (data) => onCompleted(data.createExperience),
          onError,
        });
        return;
      }
      setUploading(true);
      commitUploadMutation<Mutation>(environment, {
        mutation,
        variables,
        filePath: 'input.image',
        file: image,
        updater: (store, data) => addToMine(store, viewerId, data),
        onCompleted: (data) => {
          setUploading(false);
          onCompleted(data.createExperience);
        },
        onError: (error) => {
          setUploading(false);
          onError(error);
        },
      });
    },
    [commit, environment],
  );
  return [create, committing || uploading];
}
