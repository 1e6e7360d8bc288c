/**
 * @generated SignedSource<<e97e72ec94e8ceb77cdc67b75113c8d1>>
 * @relayHash 46889fc755d1daeae892eb2e9ef6722d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 233acafef9840af4246f277062e2963265d6575dd58ac8c339c81e0b1d3ae898

import { ConcreteRequest } from 'relay-runtime';
export type RemovePushSubscriptionInput = {
  endpoint?: string | null | undefined;
};
export type useRemovePushSubscriptionMutation$variables = {
  input: RemovePushSubscriptionInput;
};
export type useRemovePushSubscriptionMutation$data = {
  readonly removePushSubscription: {
    readonly __typename: string;
    readonly endpoint?: string;
    readonly message?: string;
  };
};
export type useRemovePushSubscriptionMutation = {
  response: useRemovePushSubscriptionMutation$data;
  variables: useRemovePushSubscriptionMutation$variables;
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
    "name": "removePushSubscription",
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
        "type": "PushSubscriptionRemoved",
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
    "name": "useRemovePushSubscriptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemovePushSubscriptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "233acafef9840af4246f277062e2963265d6575dd58ac8c339c81e0b1d3ae898",
    "metadata": {},
    "name": "useRemovePushSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f19651424ca92f81c581af3a51537a76";

export default node;
