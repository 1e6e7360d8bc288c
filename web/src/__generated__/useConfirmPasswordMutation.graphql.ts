/**
 * @generated SignedSource<<36d0646f4507884590947803a622744e>>
 * @relayHash 397ffb0019be3bb20beaf84ad9078dba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67c0017094816e9973324270ed7703eaa05a3e257c65dfda386e23e04b4d95d3

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmPasswordInput = {
  password?: string | null | undefined;
};
export type useConfirmPasswordMutation$variables = {
  input: ConfirmPasswordInput;
};
export type useConfirmPasswordMutation$data = {
  readonly confirmPassword: {
    readonly __typename: string;
    readonly confirmedUntil?: any;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useConfirmPasswordMutation = {
  response: useConfirmPasswordMutation$data;
  variables: useConfirmPasswordMutation$variables;
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
    "name": "confirmPassword",
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
        "type": "PasswordConfirmed",
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
    "name": "useConfirmPasswordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmPasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "67c0017094816e9973324270ed7703eaa05a3e257c65dfda386e23e04b4d95d3",
    "metadata": {},
    "name": "useConfirmPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "668d5447eee43e082266bcb2bdc17c3f";

export default node;
