/**
 * @generated SignedSource<<8f66f805a2f432dde018759a07a09cd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IdeasPageQuery$variables = Record<PropertyKey, never>;
export type IdeasPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isConductor: boolean;
  } | null | undefined;
};
export type IdeasPageQuery = {
  response: IdeasPageQuery$data;
  variables: IdeasPageQuery$variables;
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
        "name": "isConductor",
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
    "name": "IdeasPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IdeasPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e75442b9519058fb690da14d8a492ba5",
    "id": null,
    "metadata": {},
    "name": "IdeasPageQuery",
    "operationKind": "query",
    "text": "query IdeasPageQuery {\n  viewer {\n    id\n    isConductor\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a332a6af182dc68b1107ccfb13b08b2";

export default node;
