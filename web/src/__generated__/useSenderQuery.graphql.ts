/**
 * @generated SignedSource<<eb750bcbb0771b783eeba2464651661d>>
 * @relayHash 364687bba01a404708266ad9a0f742ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 15aec88ae6637a31f507b9ba97980154271a4e06cf156ed5bfece0da2f037429

import { ConcreteRequest } from 'relay-runtime';
export type useSenderQuery$variables = Record<PropertyKey, never>;
export type useSenderQuery$data = {
  readonly appSettings: {
    readonly contactEmail: string;
    readonly id: string;
  };
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AppSettings",
    "kind": "LinkedField",
    "name": "appSettings",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactEmail",
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
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSenderQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "15aec88ae6637a31f507b9ba97980154271a4e06cf156ed5bfece0da2f037429",
    "metadata": {},
    "name": "useSenderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6b585036e8ba21ecba408a81568be357";

export default node;
