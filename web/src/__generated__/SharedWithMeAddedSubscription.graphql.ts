/**
 * @generated SignedSource<<7671ee7c82b88c3e716f5c5c8d86d443>>
 * @relayHash 4ea84478f9a3ab4adcafbe3ed489ba9c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a13bb01597d888f01c19c69ddc14819d081825924e53e7185c2e0a0defdd97b

import { ConcreteRequest } from 'relay-runtime';
export type SharedWithMeAddedSubscription$variables = Record<PropertyKey, never>;
export type SharedWithMeAddedSubscription$data = {
  readonly sharedWithMeAdded: {
    readonly createdAt: any;
    readonly id: string;
    readonly isVideo: boolean;
    readonly senderName: string;
    readonly shareLink: string | null | undefined;
    readonly title: string;
  };
};
export type SharedWithMeAddedSubscription = {
  response: SharedWithMeAddedSubscription$data;
  variables: SharedWithMeAddedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SharedFile",
    "kind": "LinkedField",
    "name": "sharedWithMeAdded",
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
        "name": "shareLink",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isVideo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "senderName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
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
    "name": "SharedWithMeAddedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SharedWithMeAddedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2a13bb01597d888f01c19c69ddc14819d081825924e53e7185c2e0a0defdd97b",
    "metadata": {},
    "name": "SharedWithMeAddedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a25d364fa7be6002ad20742c5d7fbd83";

export default node;
