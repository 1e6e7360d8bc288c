/**
 * @generated SignedSource<<f377f46e5c697a9b243d33f36b1d06bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateServiceMonthInput = {
  bibleStudies?: number | null | undefined;
  month: string;
  participated?: boolean | null | undefined;
};
export type useUpdateServiceMonthMutation$variables = {
  input: UpdateServiceMonthInput;
};
export type useUpdateServiceMonthMutation$data = {
  readonly updateServiceMonth: {
    readonly __typename: string;
    readonly bibleStudies?: number;
    readonly message?: string;
    readonly participated?: boolean;
  };
};
export type useUpdateServiceMonthMutation = {
  response: useUpdateServiceMonthMutation$data;
  variables: useUpdateServiceMonthMutation$variables;
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
    "name": "updateServiceMonth",
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
            "name": "bibleStudies",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "participated",
            "storageKey": null
          }
        ],
        "type": "ServiceMonthUpdated",
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
    "name": "useUpdateServiceMonthMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateServiceMonthMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0f87931e1173e763a41424c05088259b",
    "id": null,
    "metadata": {},
    "name": "useUpdateServiceMonthMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateServiceMonthMutation(\n  $input: UpdateServiceMonthInput!\n) {\n  updateServiceMonth(input: $input) {\n    __typename\n    ... on ServiceMonthUpdated {\n      bibleStudies\n      participated\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cfb5aae503fa006f436149668e660afa";

export default node;
