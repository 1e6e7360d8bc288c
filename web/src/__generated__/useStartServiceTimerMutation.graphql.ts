/**
 * @generated SignedSource<<284e6042a4c6a795ca76effc7eb93d23>>
 * @relayHash 8d9543b200b8f9bc641186e3e78e613e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38903cfde69d09d58aefc3b1729a38c18bbaeba117c109d25d1a87fbf5c0d7fa

import { ConcreteRequest } from 'relay-runtime';
export type useStartServiceTimerMutation$variables = Record<PropertyKey, never>;
export type useStartServiceTimerMutation$data = {
  readonly startServiceTimer: {
    readonly __typename: string;
    readonly message?: string;
    readonly timer?: {
      readonly at: any;
      readonly elapsedSeconds: number;
      readonly running: boolean;
      readonly startedAt: any | null | undefined;
    };
  };
};
export type useStartServiceTimerMutation = {
  response: useStartServiceTimerMutation$data;
  variables: useStartServiceTimerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startServiceTimer",
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
            "concreteType": "ServiceTimer",
            "kind": "LinkedField",
            "name": "timer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "running",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "elapsedSeconds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ServiceTimerChanged",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartServiceTimerMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartServiceTimerMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "38903cfde69d09d58aefc3b1729a38c18bbaeba117c109d25d1a87fbf5c0d7fa",
    "metadata": {},
    "name": "useStartServiceTimerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "52cb9a2c65b47bad4a3514fd29e21763";

export default node;
