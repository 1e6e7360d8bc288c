/**
 * @generated SignedSource<<2bf2da021bc85a94d18e50ae95cb0eae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePauseServiceTimerMutation$variables = Record<PropertyKey, never>;
export type usePauseServiceTimerMutation$data = {
  readonly pauseServiceTimer: {
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
export type usePauseServiceTimerMutation = {
  response: usePauseServiceTimerMutation$data;
  variables: usePauseServiceTimerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "pauseServiceTimer",
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
    "name": "usePauseServiceTimerMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePauseServiceTimerMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ab139da20707968bc9ade1e67bb1ba7d",
    "id": null,
    "metadata": {},
    "name": "usePauseServiceTimerMutation",
    "operationKind": "mutation",
    "text": "mutation usePauseServiceTimerMutation {\n  pauseServiceTimer {\n    __typename\n    ... on ServiceTimerChanged {\n      timer {\n        running\n        startedAt\n        elapsedSeconds\n        at\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1254ecc5402a50a1b3e0966f7c63fcf0";

export default node;
