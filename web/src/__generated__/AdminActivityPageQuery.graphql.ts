/**
 * @generated SignedSource<<d8073966b2087b86f448e4d75c48a397>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminActivityPageQuery$variables = Record<PropertyKey, never>;
export type AdminActivityPageQuery$data = {
  readonly adminAccess: {
    readonly status: string;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type AdminActivityPageQuery = {
  response: AdminActivityPageQuery$data;
  variables: AdminActivityPageQuery$variables;
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminAccess",
    "kind": "LinkedField",
    "name": "adminAccess",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
    "name": "AdminActivityPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminActivityPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5653faaf0b7992c57a50a1e6bbe56bfe",
    "id": null,
    "metadata": {},
    "name": "AdminActivityPageQuery",
    "operationKind": "query",
    "text": "query AdminActivityPageQuery {\n  viewer {\n    id\n  }\n  adminAccess {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "018d42a624f87c36bca18e0cdf5e61bb";

export default node;
