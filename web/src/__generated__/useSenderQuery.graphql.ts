/**
 * @generated SignedSource<<c8106b411d5cd47d3164f193107068ad>>
 * @relayHash f6c280ba408428b00a24f85042102db3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42c81cb7775c5302f0843caac30ae8cfd848a13ffd2703f39198613e22702265

import { ConcreteRequest } from 'relay-runtime';
export type useSenderQuery$variables = Record<PropertyKey, never>;
export type useSenderQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly fullName: string;
    readonly id: string;
  } | null | undefined;
};
export type useSenderQuery = {
  response: useSenderQuery$data;
  variables: useSenderQuery$variables;
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
        "name": "fullName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "useSenderQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSenderQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "42c81cb7775c5302f0843caac30ae8cfd848a13ffd2703f39198613e22702265",
    "metadata": {},
    "name": "useSenderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b6812a04b0f050339b0a4e214601d5a3";

export default node;
