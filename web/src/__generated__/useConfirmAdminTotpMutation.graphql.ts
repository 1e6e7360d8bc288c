/**
 * @generated SignedSource<<94acde274cad69dcbacb40df7b05c46e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminCodeInput = {
  code?: string | null | undefined;
};
export type useConfirmAdminTotpMutation$variables = {
  input: AdminCodeInput;
};
export type useConfirmAdminTotpMutation$data = {
  readonly confirmAdminTotp: {
    readonly __typename: string;
    readonly message?: string;
    readonly recoveryCodes?: ReadonlyArray<string>;
  };
};
export type useConfirmAdminTotpMutation = {
  response: useConfirmAdminTotpMutation$data;
  variables: useConfirmAdminTotpMutation$variables;
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
    "name": "confirmAdminTotp",
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
            "name": "recoveryCodes",
            "storageKey": null
          }
        ],
        "type": "AdminTotpEnabled",
        "abstractKey": null
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
    "name": "useConfirmAdminTotpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmAdminTotpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d9850314ef49aa69504f05427765e029",
    "id": null,
    "metadata": {},
    "name": "useConfirmAdminTotpMutation",
    "operationKind": "mutation",
    "text": "mutation useConfirmAdminTotpMutation(\n  $input: AdminCodeInput!\n) {\n  confirmAdminTotp(input: $input) {\n    __typename\n    ... on AdminTotpEnabled {\n      recoveryCodes\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd3ff7df41180d10f349a36b94135eb2";

export default node;
