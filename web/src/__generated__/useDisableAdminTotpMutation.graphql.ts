/**
 * @generated SignedSource<<065864af8ed68b763a404e4039a8c1d4>>
 * @relayHash 5cbef1cb0cb81c664f9124f085715266
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b044630ef245f49edd227351aaa1d7b04445f8aa862fbf613abc01558628e57

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
    "id": "0b044630ef245f49edd227351aaa1d7b04445f8aa862fbf613abc01558628e57",
    "metadata": {},
    "name": "useDisableAdminTotpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e9780582a1567f7954284f92f0243ff8";

export default node;
