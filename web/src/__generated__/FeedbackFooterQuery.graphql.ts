/**
 * @generated SignedSource<<2f9331783d9f5fe20d39b7ca196e5ad5>>
 * @relayHash da5d4768c82a3daa813b14ad5f1f5fdb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa8170ef291ea568cff2a536fa38ec1bf7f3eac5dccb519a5430a5b6a4a78eb8

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackFooterQuery$variables = Record<PropertyKey, never>;
export type FeedbackFooterQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type FeedbackFooterQuery = {
  response: FeedbackFooterQuery$data;
  variables: FeedbackFooterQuery$variables;
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
    "name": "FeedbackFooterQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FeedbackFooterQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fa8170ef291ea568cff2a536fa38ec1bf7f3eac5dccb519a5430a5b6a4a78eb8",
    "metadata": {},
    "name": "FeedbackFooterQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f854a3ba4a46fd03cdf9f4d2d054e9c3";

export default node;
