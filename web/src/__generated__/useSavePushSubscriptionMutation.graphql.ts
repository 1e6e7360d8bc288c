/**
 * @generated SignedSource<<8548dd75081321ea3d57a3bc6f243a9b>>
 * @relayHash 420c5aac8154fee18258e92fc1f6f6c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2d0295798148b86b2aefcf2b0679482784f55da93d8ab0da33e45a4eb400e04

import { ConcreteRequest } from 'relay-runtime';
export type SavePushSubscriptionInput = {
  auth?: string | null | undefined;
  endpoint?: string | null | undefined;
  p256dh?: string | null | undefined;
  timeZone?: string | null | undefined;
};
export type useSavePushSubscriptionMutation$variables = {
  input: SavePushSubscriptionInput;
};
export type useSavePushSubscriptionMutation$data = {
  readonly savePushSubscription: {
    readonly __typename: string;
    readonly endpoint?: string;
    readonly message?: string;
  };
};
export type useSavePushSubscriptionMutation = {
  response: useSavePushSubscriptionMutation$data;
  variables: useSavePushSubscriptionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "savePushSubscription",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endpoint",
            "storageKey": null
          }
        ],
        "type": "PushSubscriptionSaved",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePushSubscriptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavePushSubscriptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f2d0295798148b86b2aefcf2b0679482784f55da93d8ab0da33e45a4eb400e04",
    "metadata": {},
    "name": "useSavePushSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3cb864472da47a61bea073d98bae3cfd";

export default node;
