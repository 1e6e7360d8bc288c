/**
 * @generated SignedSource<<c16210941abd19ad1d08eced7905d88a>>
 * @relayHash 340d83178d9bdc9638c77e1d0e44146d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fad813abfc5e2f2adbc61aed731a4f1e50933bc09fd7a3ab5eb2e11e276473cb

import { ConcreteRequest } from 'relay-runtime';
export type AccountSecondFactorQuery$variables = Record<PropertyKey, never>;
export type AccountSecondFactorQuery$data = {
  readonly secondFactor: {
    readonly enabled: boolean;
    readonly recoveryCodesLeft: number;
  };
};
export type AccountSecondFactorQuery = {
  response: AccountSecondFactorQuery$data;
  variables: AccountSecondFactorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SecondFactorStatus",
    "kind": "LinkedField",
    "name": "secondFactor",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recoveryCodesLeft",
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
    "name": "AccountSecondFactorQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountSecondFactorQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fad813abfc5e2f2adbc61aed731a4f1e50933bc09fd7a3ab5eb2e11e276473cb",
    "metadata": {},
    "name": "AccountSecondFactorQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bedefeb249ee5eb085d0f1b644297886";

export default node;
