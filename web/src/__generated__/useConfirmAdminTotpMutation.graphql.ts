/**
 * @generated SignedSource<<16c4438051cf0a5e1771e654fc4aa1f9>>
 * @relayHash d9850314ef49aa69504f05427765e029
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40de00b1712e45e72d5ba180a4b1c2d111d136a5f9efa69fba2594386edc6f52

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
    "id": "40de00b1712e45e72d5ba180a4b1c2d111d136a5f9efa69fba2594386edc6f52",
    "metadata": {},
    "name": "useConfirmAdminTotpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cd3ff7df41180d10f349a36b94135eb2";

export default node;
