/**
 * @generated SignedSource<<8d703f5df2f7ced3f4f09341fb96f4a9>>
 * @relayHash 9e0919f686ab5f85370bcc30bbc62980
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e54bb74b277bea0c8b5420f1de8c0afab1d5f59bc06c73e19e42df0e4f0d0de4

import { ConcreteRequest } from 'relay-runtime';
export type AdminResetSecondFactorInput = {
  id: string;
};
export type useAdminResetSecondFactorMutation$variables = {
  input: AdminResetSecondFactorInput;
};
export type useAdminResetSecondFactorMutation$data = {
  readonly adminResetSecondFactor: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
    };
  };
};
export type useAdminResetSecondFactorMutation = {
  response: useAdminResetSecondFactorMutation$data;
  variables: useAdminResetSecondFactorMutation$variables;
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
    "name": "adminResetSecondFactor",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
          }
        ],
        "type": "SecondFactorReset",
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
    "name": "useAdminResetSecondFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminResetSecondFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e54bb74b277bea0c8b5420f1de8c0afab1d5f59bc06c73e19e42df0e4f0d0de4",
    "metadata": {},
    "name": "useAdminResetSecondFactorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b4f3b0ce3ee7d6f6e2439af08290c904";

export default node;
