/**
 * @generated SignedSource<<8449b984f1fb369d9824673e3dbc74e0>>
 * @relayHash ac010506b5b5fa936b96d5ca505dcae7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2a18f2cc078925d8a23cc973733111b392ab1039be5b0237e5d0dab8bbc05d4

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
    readonly isAdmin: boolean;
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
        "kind": "ScalarField",
        "name": "isAdmin",
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
    "id": "c2a18f2cc078925d8a23cc973733111b392ab1039be5b0237e5d0dab8bbc05d4",
    "metadata": {},
    "name": "AssistantPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18e96861be8be810a7488278209236a2";

export default node;
