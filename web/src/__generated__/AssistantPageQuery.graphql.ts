/**
 * @generated SignedSource<<97757fa01ecc05dbd85ced5b682cbd1d>>
 * @relayHash f8d3909905edf94cf14bff5f3d35cf5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0904554b65a598de2148cc066a961df3ddc5191e382a6c9dd850d3068bc0ef88

import { ConcreteRequest } from 'relay-runtime';
export type AssistantPageQuery$variables = Record<PropertyKey, never>;
export type AssistantPageQuery$data = {
  readonly viewer: {
    readonly assistant: {
      readonly configured: boolean;
      readonly usageToday: {
        readonly requests: number;
        readonly tokens: number;
      };
    };
    readonly id: string;
  } | null | undefined;
};
export type AssistantPageQuery = {
  response: AssistantPageQuery$data;
  variables: AssistantPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "concreteType": "AssistantStatus",
        "kind": "LinkedField",
        "name": "assistant",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "configured",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AssistantUsage",
            "kind": "LinkedField",
            "name": "usageToday",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requests",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tokens",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "AssistantPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AssistantPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0904554b65a598de2148cc066a961df3ddc5191e382a6c9dd850d3068bc0ef88",
    "metadata": {},
    "name": "AssistantPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4d091fb36c4fb5413785b5597fda1ccf";

export default node;
