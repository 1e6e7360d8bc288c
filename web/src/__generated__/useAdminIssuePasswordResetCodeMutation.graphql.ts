/**
 * @generated SignedSource<<e48bef8f3466c2f6ffe8a55f2651b6d2>>
 * @relayHash 995eba57d73edfb0083a102c5f39c8b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb9ba98d7192f3c0551ab89f591268a00dd85d28a9e2221115789ce63ddcc74c

import { ConcreteRequest } from 'relay-runtime';
export type AdminIssuePasswordResetCodeInput = {
  id: string;
};
export type useAdminIssuePasswordResetCodeMutation$variables = {
  input: AdminIssuePasswordResetCodeInput;
};
export type useAdminIssuePasswordResetCodeMutation$data = {
  readonly adminIssuePasswordResetCode: {
    readonly __typename: string;
    readonly code?: string;
    readonly expiresAt?: any;
    readonly message?: string;
  };
};
export type useAdminIssuePasswordResetCodeMutation = {
  response: useAdminIssuePasswordResetCodeMutation$data;
  variables: useAdminIssuePasswordResetCodeMutation$variables;
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
    "name": "adminIssuePasswordResetCode",
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
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          }
        ],
        "type": "PasswordResetCodeIssued",
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
    "name": "useAdminIssuePasswordResetCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminIssuePasswordResetCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bb9ba98d7192f3c0551ab89f591268a00dd85d28a9e2221115789ce63ddcc74c",
    "metadata": {},
    "name": "useAdminIssuePasswordResetCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b7dc11a922d45b0c3fdfa8ed6be36ca0";

export default node;
