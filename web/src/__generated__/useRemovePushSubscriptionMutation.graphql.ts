/**
 * @generated SignedSource<<745d42ff91d224de565eedd2fa97bfd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "46889fc755d1daeae892eb2e9ef6722d",
    "id": null,
    "metadata": {},
    "name": "useRemovePushSubscriptionMutation",
    "operationKind": "mutation",
    "text": "mutation useRemovePushSubscriptionMutation(\n  $input: RemovePushSubscriptionInput!\n) {\n  removePushSubscription(input: $input) {\n    __typename\n    ... on PushSubscriptionRemoved {\n      endpoint\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f19651424ca92f81c581af3a51537a76";

export default node;
