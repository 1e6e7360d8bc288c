/**
 * @generated SignedSource<<5ecaa9cb5e5ef2ab62f55dbf61e9f7bc>>
 * @relayHash be9964aaaa6e88808c11c5c0a04d2e42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b418334262605c51b69177f8985e65b7a9b4b60f87fb0ca792b93877eebadfe

import { ConcreteRequest } from 'relay-runtime';
export type useExperienceSubscriptionsUpdatedSubscription$variables = Record<PropertyKey, never>;
export type useExperienceSubscriptionsUpdatedSubscription$data = {
  readonly experienceUpdated: {
    readonly content: string;
    readonly id: string;
    readonly likedByViewer: boolean;
    readonly likes: number;
    readonly title: string;
  };
};
export type useExperienceSubscriptionsUpdatedSubscription = {
  response: useExperienceSubscriptionsUpdatedSubscription$data;
  variables: useExperienceSubscriptionsUpdatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MinistryExperience",
    "kind": "LinkedField",
    "name": "experienceUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "content",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "likes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "likedByViewer",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useExperienceSubscriptionsUpdatedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useExperienceSubscriptionsUpdatedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2b418334262605c51b69177f8985e65b7a9b4b60f87fb0ca792b93877eebadfe",
    "metadata": {},
    "name": "useExperienceSubscriptionsUpdatedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "f06fac1dc2d4002c817ce41fad0d86b2";

export default node;
