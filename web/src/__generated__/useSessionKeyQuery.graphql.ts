/**
 * @generated SignedSource<<0cf4a1a7c511f9d11b635ee336688921>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSessionKeyQuery$variables = Record<PropertyKey, never>;
export type useSessionKeyQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type useSessionKeyQuery = {
  response: useSessionKeyQuery$data;
  variables: useSessionKeyQuery$variables;
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
    "name": "useSessionKeyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSessionKeyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3b58283142d79dba9af8ff4cbc07c5a4",
    "id": null,
    "metadata": {},
    "name": "useSessionKeyQuery",
    "operationKind": "query",
    "text": "query useSessionKeyQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f47be77af686ddb8cd484ce7232ccaa9";

export default node;
