/**
 * @generated SignedSource<<62ccf989c1026ba127e99b24100f45b4>>
 * @relayHash 1f15646a5be13a74114d7cf281632550
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d114656f3403d1008ee822879c51ccca1d93f9a123fede404898a69a4879e55b

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
    "id": "d114656f3403d1008ee822879c51ccca1d93f9a123fede404898a69a4879e55b",
    "metadata": {},
    "name": "CreateAccountFormSettingsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0cdef450bf21c641875935e4f579e466";

export default node;
