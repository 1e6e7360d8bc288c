/**
 * @generated SignedSource<<a7e7c72dc262cae1dc34f64a899e48e3>>
 * @relayHash 5f2a6e14f6dbf1bb39c6b0997c5240e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 824921484e67b9a2c5b4e9b1023c085630e3a5a854562b7ea655b414aa09ea4e

import { ConcreteRequest } from 'relay-runtime';
export type RouteListRouteQuery$variables = {
  id: string;
};
export type RouteListRouteQuery$data = {
  readonly node: {
    readonly id?: string;
    readonly name?: string;
    readonly points?: ReadonlyArray<{
      readonly latitude: number;
      readonly longitude: number;
    }>;
  } | null | undefined;
};
export type RouteListRouteQuery = {
  response: RouteListRouteQuery$data;
  variables: RouteListRouteQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "GpsPoint",
  "kind": "LinkedField",
  "name": "points",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RouteListRouteQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "GpsRoute",
            "abstractKey": null
          }
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
    "name": "RouteListRouteQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "GpsRoute",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "824921484e67b9a2c5b4e9b1023c085630e3a5a854562b7ea655b414aa09ea4e",
    "metadata": {},
    "name": "RouteListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d2ce1c83037466545e162ee6fd92b938";

export default node;
