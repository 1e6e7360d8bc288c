// The live part of the panel: an experience newly shared with the viewer joins the Shared tab,
// and a like or an edit of a shared one updates its card (Relay merges it by id).
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useExperienceSubscriptionsSharedSubscription as Shared } from '../../__generated__/useExperienceSubscriptionsSharedSubscription.graphql';
import type { useExperienceSubscriptionsUpdatedSubscription as Updated } from '../../__generated__/useExperienceSubscriptionsUpdatedSubscription.graphql';
import { prependToConnection } from '../../relay/connections.ts';
import { SHARED_CONNECTION, SHARED_EDGE } from './SharedExperiencesList.tsx';

export function useExperienceSubscriptions(viewerId: string) {
  const shared = useMemo<GraphQLSubscriptionConfig<Shared>>(
    () => ({
      subscription: graphql`
        subscription useExperienceSubscriptionsSharedSubscription {
          experienceShared {
            id
            ...SharedExperienceCard_experience
            ...OwnExperienceCard_experience
          }
        }
      `,
      variables: {},
      updater: (store) => {
        const node = store.getRootField('experienceShared');
        if (node) prependToConnection(store, viewerId, SHARED_CONNECTION, node, SHARED_EDGE);
      },
    }),
    [viewerId],
  );
  const updated = useMemo<GraphQLSubscriptionConfig<Updated>>(
    () => ({
      subscription: graphql`
        subscription useExperienceSubscriptionsUpdatedSubscription {
          experienceUpdated {
            id
            title
            content
            likes
            likedByViewer
          }
        }
      `,
      variables: {},
    }),
    [],
  );
  useSubscription(shared);
  useSubscription(updated);
}
