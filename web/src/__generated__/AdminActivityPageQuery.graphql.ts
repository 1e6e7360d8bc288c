/**
 * @generated SignedSource<<fd3ccd3c43ec4482d36e3f80a76b6173>>
 * @relayHash 5653faaf0b7992c57a50a1e6bbe56bfe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 494152bc8cb3dcc8dcc0c0abe19be71ae7a8f4ac245e7cc494835554e7e4f340

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
    "id": "494152bc8cb3dcc8dcc0c0abe19be71ae7a8f4ac245e7cc494835554e7e4f340",
    "metadata": {},
    "name": "AdminActivityPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "018d42a624f87c36bca18e0cdf5e61bb";

export default node;
