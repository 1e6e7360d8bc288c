/**
 * @generated SignedSource<<b4024ea0d09bd623e0de2627cbbaadd3>>
 * @relayHash f1a5985cf786f5f2652d5c2a36239bda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5526acce9ba9094d505e7612e2f8fd271ab99f4fb29a0716502e3fa5c51e284b

import { ConcreteRequest } from 'relay-runtime';
export type AddCongregationScriptureInput = {
  notes?: string | null | undefined;
  reference?: string | null | undefined;
  text?: string | null | undefined;
};
export type useAddCongregationScriptureMutation$variables = {
  input: AddCongregationScriptureInput;
};
export type useAddCongregationScriptureMutation$data = {
  readonly addCongregationScripture: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly scripture?: {
      readonly id: string;
    };
  };
};
export type useAddCongregationScriptureMutation = {
  response: useAddCongregationScriptureMutation$data;
  variables: useAddCongregationScriptureMutation$variables;
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
    "name": "addCongregationScripture",
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
            "concreteType": "CongregationScripture",
            "kind": "LinkedField",
            "name": "scripture",
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
        "type": "CongregationScriptureAdded",
        "abstractKey": null
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
    "name": "useAddCongregationScriptureMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddCongregationScriptureMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5526acce9ba9094d505e7612e2f8fd271ab99f4fb29a0716502e3fa5c51e284b",
    "metadata": {},
    "name": "useAddCongregationScriptureMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "770986dbd9c46e55e7c730601bd470af";

export default node;
