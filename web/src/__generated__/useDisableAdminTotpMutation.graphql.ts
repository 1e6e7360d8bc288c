/**
 * @generated SignedSource<<34e82516693ca6e07d8ea740f9635aa3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminCodeInput = {
  code?: string | null | undefined;
};
export type useDisableAdminTotpMutation$variables = {
  input: AdminCodeInput;
};
export type useDisableAdminTotpMutation$data = {
  readonly disableAdminTotp: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDisableAdminTotpMutation = {
  response: useDisableAdminTotpMutation$data;
  variables: useDisableAdminTotpMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "disableAdminTotp",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDisableAdminTotpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDisableAdminTotpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5cbef1cb0cb81c664f9124f085715266",
    "id": null,
    "metadata": {},
    "name": "useDisableAdminTotpMutation",
    "operationKind": "mutation",
    "text": "mutation useDisableAdminTotpMutation(\n  $input: AdminCodeInput!\n) {\n  disableAdminTotp(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9780582a1567f7954284f92f0243ff8";

export default node;
