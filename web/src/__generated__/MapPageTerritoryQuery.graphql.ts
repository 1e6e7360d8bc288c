/**
 * @generated SignedSource<<f296b7a4f9246055b720ef30c2a2367e>>
 * @relayHash cb090a49bbbbb0fdf6169896761cf34e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ec2214547a41846d7bd57300a274af4e029f103e88676259be57c4a1a1d1793

import { ConcreteRequest } from 'relay-runtime';
export type MapPageTerritoryQuery$variables = {
  id: string;
};
export type MapPageTerritoryQuery$data = {
  readonly node: {
    readonly boundaryPoints?: ReadonlyArray<ReadonlyArray<number>> | null | undefined;
  } | null | undefined;
};
export type MapPageTerritoryQuery = {
  response: MapPageTerritoryQuery$data;
  variables: MapPageTerritoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boundaryPoints",
      "storageKey": null
    }
  ],
  "type": "Territory",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MapPageTerritoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MapPageTerritoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "7ec2214547a41846d7bd57300a274af4e029f103e88676259be57c4a1a1d1793",
    "metadata": {},
    "name": "MapPageTerritoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bf56a41b56a261a0098ce14ec9f66368";

export default node;
