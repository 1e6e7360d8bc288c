/**
 * @generated SignedSource<<ed973b4bb8cb681c7105cdb394604283>>
 * @relayHash ab139da20707968bc9ade1e67bb1ba7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c77d10c5580e1a838c3c65f7c1d876d64de7f7a6b9986c0ef3eef0ec9d46684

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
    "id": "0c77d10c5580e1a838c3c65f7c1d876d64de7f7a6b9986c0ef3eef0ec9d46684",
    "metadata": {},
    "name": "usePauseServiceTimerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1254ecc5402a50a1b3e0966f7c63fcf0";

export default node;
