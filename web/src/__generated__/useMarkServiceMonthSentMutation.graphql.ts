/**
 * @generated SignedSource<<62b924dcf900081958fe8f2adc892e7e>>
 * @relayHash 88e27eb3b24340d2301ccff7be6af22d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a3bc1e4471f69b99fe55a23d26ba59f4b86c503326ad4b7f9fb0d139504e1a5

import { ConcreteRequest } from 'relay-runtime';
export type useMarkServiceMonthSentMutation$variables = {
  month: string;
};
export type useMarkServiceMonthSentMutation$data = {
  readonly markServiceMonthSent: {
    readonly __typename: string;
    readonly message?: string;
    readonly sentAt?: any | null | undefined;
  };
};
export type useMarkServiceMonthSentMutation = {
  response: useMarkServiceMonthSentMutation$data;
  variables: useMarkServiceMonthSentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "month"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "month",
        "variableName": "month"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markServiceMonthSent",
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
            "name": "sentAt",
            "storageKey": null
          }
        ],
        "type": "ServiceMonthSent",
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
    "name": "useMarkServiceMonthSentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkServiceMonthSentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8a3bc1e4471f69b99fe55a23d26ba59f4b86c503326ad4b7f9fb0d139504e1a5",
    "metadata": {},
    "name": "useMarkServiceMonthSentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c6afd9d5947c58c3e2a53e6f29a0944f";

export default node;
