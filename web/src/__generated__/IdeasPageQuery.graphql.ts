/**
 * @generated SignedSource<<6d936c9b2909e5fd4e2fbfd37675f223>>
 * @relayHash e75442b9519058fb690da14d8a492ba5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6881dce5c8774aba18f873cbbd72bfe91a85f9ad08a10b4a59243f49f2df8367

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
    "id": "6881dce5c8774aba18f873cbbd72bfe91a85f9ad08a10b4a59243f49f2df8367",
    "metadata": {},
    "name": "IdeasPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a332a6af182dc68b1107ccfb13b08b2";

export default node;
