/**
 * @generated SignedSource<<5f40a842dce1f1d71c1958f2d227ec0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f6c280ba408428b00a24f85042102db3",
    "id": null,
    "metadata": {},
    "name": "useSenderQuery",
    "operationKind": "query",
    "text": "query useSenderQuery {\n  viewer {\n    id\n    fullName\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6812a04b0f050339b0a4e214601d5a3";

export default node;
