/**
 * @generated SignedSource<<7cb822e235dbcbcb79c750f898427276>>
 * @relayHash dd34789638ac3f7525447f559a8b4b80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c679572dbd38f05b61052cc96725747c10148383f0ba4ffc5988e7024adc6b11

import { ConcreteRequest } from 'relay-runtime';
export type useTakeServiceTimerMutation$variables = Record<PropertyKey, never>;
export type useTakeServiceTimerMutation$data = {
  readonly takeServiceTimer: {
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
export type useTakeServiceTimerMutation = {
  response: useTakeServiceTimerMutation$data;
  variables: useTakeServiceTimerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "takeServiceTimer",
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
    "name": "useTakeServiceTimerMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useTakeServiceTimerMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c679572dbd38f05b61052cc96725747c10148383f0ba4ffc5988e7024adc6b11",
    "metadata": {},
    "name": "useTakeServiceTimerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b9ea245579c92059d7ea294bf2dad2a4";

export default node;
