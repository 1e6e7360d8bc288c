/**
 * @generated SignedSource<<72e94c94ca85e4229721ddb3173ecb97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateAccountFormSettingsQuery$variables = Record<PropertyKey, never>;
export type CreateAccountFormSettingsQuery$data = {
  readonly appSettings: {
    readonly enableRegistration: boolean;
  };
};
export type CreateAccountFormSettingsQuery = {
  response: CreateAccountFormSettingsQuery$data;
  variables: CreateAccountFormSettingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enableRegistration",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateAccountFormSettingsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreateAccountFormSettingsQuery",
    "selections": [
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1f15646a5be13a74114d7cf281632550",
    "id": null,
    "metadata": {},
    "name": "CreateAccountFormSettingsQuery",
    "operationKind": "query",
    "text": "query CreateAccountFormSettingsQuery {\n  appSettings {\n    enableRegistration\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0cdef450bf21c641875935e4f579e466";

export default node;
