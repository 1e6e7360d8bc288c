/**
 * @generated SignedSource<<7e7876631af64fa21f440e82b0f7e186>>
 * @relayHash 4c448e4707669ca895b92e448d349385
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ae14b26626b72eebd77ee8aa730b6703852ddd8d3e7d213a86272c2b6df8a35

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
    "id": "0ae14b26626b72eebd77ee8aa730b6703852ddd8d3e7d213a86272c2b6df8a35",
    "metadata": {},
    "name": "useRemoveCongregationScriptureMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a063e48f4fbdb4066ef86499937ee875";

export default node;
