/**
 * @generated SignedSource<<e599711d6847534c0337d4f2ffd3cc99>>
 * @relayHash bcdd172f5c52e92550cf1d5d41c1f03b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 158cb62bb8c743bd141674cfe4ca0bc8387753cd5e65b3a863c0f2233674bcf9

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmAdminPasswordInput = {
  password?: string | null | undefined;
};
export type useConfirmAdminPasswordMutation$variables = {
  input: ConfirmAdminPasswordInput;
};
export type useConfirmAdminPasswordMutation$data = {
  readonly confirmAdminPassword: {
    readonly __typename: string;
    readonly confirmedUntil?: any;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useConfirmAdminPasswordMutation = {
  response: useConfirmAdminPasswordMutation$data;
  variables: useConfirmAdminPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "confirmAdminPassword",
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
            "name": "confirmedUntil",
            "storageKey": null
          }
        ],
        "type": "AdminPasswordConfirmed",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useConfirmAdminPasswordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmAdminPasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "158cb62bb8c743bd141674cfe4ca0bc8387753cd5e65b3a863c0f2233674bcf9",
    "metadata": {},
    "name": "useConfirmAdminPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "94fcc20191adc77f8c9a13678b457f5c";

export default node;
