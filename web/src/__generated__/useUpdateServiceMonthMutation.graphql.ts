/**
 * @generated SignedSource<<75e491cf759e69f8c20285ac233b1b6a>>
 * @relayHash 0f87931e1173e763a41424c05088259b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74b571a28a9f1f67fbf376f479f37b68744d641e1649203e8f58035f37a6f63a

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
    "id": "74b571a28a9f1f67fbf376f479f37b68744d641e1649203e8f58035f37a6f63a",
    "metadata": {},
    "name": "useUpdateServiceMonthMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cfb5aae503fa006f436149668e660afa";

export default node;
