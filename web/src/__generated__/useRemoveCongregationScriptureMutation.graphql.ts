/**
 * @generated SignedSource<<b2dfc90ab0605cf8c4301a6f2a487f39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveCongregationScriptureInput = {
  id: string;
};
export type useRemoveCongregationScriptureMutation$variables = {
  input: RemoveCongregationScriptureInput;
};
export type useRemoveCongregationScriptureMutation$data = {
  readonly removeCongregationScripture: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useRemoveCongregationScriptureMutation = {
  response: useRemoveCongregationScriptureMutation$data;
  variables: useRemoveCongregationScriptureMutation$variables;
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
    "name": "removeCongregationScripture",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "CongregationScriptureRemoved",
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
    "name": "useRemoveCongregationScriptureMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveCongregationScriptureMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4c448e4707669ca895b92e448d349385",
    "id": null,
    "metadata": {},
    "name": "useRemoveCongregationScriptureMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveCongregationScriptureMutation(\n  $input: RemoveCongregationScriptureInput!\n) {\n  removeCongregationScripture(input: $input) {\n    __typename\n    ... on CongregationScriptureRemoved {\n      deletedId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a063e48f4fbdb4066ef86499937ee875";

export default node;
