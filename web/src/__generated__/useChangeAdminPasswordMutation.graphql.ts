/**
 * @generated SignedSource<<f2518fc8ee87d5d735d4aa1d6f764b44>>
 * @relayHash b02087b98297757d648d640bf419b631
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb726d900f1df714595d0bd7883ba5d23a824d2257327e17e98003530bf54ffa

import { ConcreteRequest } from 'relay-runtime';
export type ChangeAdminPasswordInput = {
  currentPassword?: string | null | undefined;
  newPassword?: string | null | undefined;
};
export type useChangeAdminPasswordMutation$variables = {
  input: ChangeAdminPasswordInput;
};
export type useChangeAdminPasswordMutation$data = {
  readonly changeAdminPassword: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useChangeAdminPasswordMutation = {
  response: useChangeAdminPasswordMutation$data;
  variables: useChangeAdminPasswordMutation$variables;
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
    "name": "changeAdminPassword",
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
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useChangeAdminPasswordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeAdminPasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "eb726d900f1df714595d0bd7883ba5d23a824d2257327e17e98003530bf54ffa",
    "metadata": {},
    "name": "useChangeAdminPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e9d33707b943bb896fa70af61deec7f4";

export default node;
